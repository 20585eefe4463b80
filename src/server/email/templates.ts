/**
 * One template per message gives both bodies: a template is a list of blocks, rendered once as
 * plain text and once as HTML. User text (a fan's name, a song title, a venue) only ever enters
 * as data, and the HTML renderer escapes every piece of it.
 */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'link'; label: string; url: string }
  | { type: 'list'; items: string[] };

export interface EmailContent {
  subject: string;
  blocks: Block[];
  /** Small print under a rule (the unsubscribe link of marketing mail). */
  footer?: Block[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const blockText = (block: Block): string => {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
  }
};

const blockHtml = (block: Block): string => {
  switch (block.type) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation">${block.rows
        .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
};

export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = content.footer ?? [];
  const text = [...content.blocks.map(blockText), ...(footer.length ? ['--', ...footer.map(blockText)] : [])].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...content.blocks.map(blockHtml),
    ...(footer.length ? ['<hr>', `<small>${footer.map(blockHtml).join('')}</small>`] : []),
    '</body></html>',
  ].join('');
  return { subject: content.subject, text: `${text}\n`, html };
}
