import type { AppContext } from '../context';

/**
 * One template per message gives both bodies: a template is a list of blocks, rendered once as
 * plain text and once as HTML. User text (a fan's name, a song title, a venue) only ever enters
 * as data, and the HTML renderer escapes every piece of it.
 */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'link'; label: string; url: string }
  /** The message's one main action: a large button in HTML, a labelled link in text. */
  | { type: 'button'; label: string; url: string }
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
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
  }
};

// The branded layout: one centred column at most 560 px wide that shrinks to a phone's
// width, inline styles only (mail clients drop <style> and classes), light colours because most
// clients force them anyway, the app's amber accent on the one button. Tables for layout, as
// Outlook still needs them.
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#f59e0b';
const ON_ACCENT = '#1a1204';

const blockHtml = (block: Block): string => {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;color:${MUTED};font-weight:600;width:40%">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid #e5e7eb;word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="color:#a1490a;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${ACCENT}"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 24px;color:${ON_ACCENT};font-weight:700;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a></td></tr></table>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li style="margin:0 0 6px;word-break:break-word">${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
};

/**
 * The shared layout of every e-mail (the payouts' money e-mails use it too): a header with the
 * name, the blocks, then the small print (an unsubscribe link where one belongs) under a rule. The
 * text part has the same blocks in the same order.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = content.footer ?? [];
  const text = [...content.blocks.map(blockText), ...(footer.length ? ['--', ...footer.map(blockText)] : [])].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT};color:${INK}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">',
    `<tr><td style="padding:18px 24px;background:#111827;border-radius:12px 12px 0 0;font-size:20px;font-weight:800;color:#ffffff">Stage<span style="color:${ACCENT}">call</span></td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5;color:${INK}">`,
    ...content.blocks.map(blockHtml),
    '</td></tr>',
    ...(footer.length
      ? [
          `<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED}">`,
          ...footer.map(blockHtml),
          '</td></tr>',
        ]
      : []),
    '</table>',
    `<p style="margin:16px 0 0;font-size:12px;color:${MUTED}">Stagecall, live song requests</p>`,
    '</td></tr></table></body></html>',
  ].join('');
  return { subject: content.subject, text: `${text}\n`, html };
}

/** An absolute link into the app, for a message read outside it. */
export const appUrl = (ctx: Pick<AppContext, 'config'>, path: string): string =>
  `${ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`}${path}`;

/**
 * The small print of a notification a toggle governs: which one, and where to switch it off. (The
 * law asks for an unsubscribe link in marketing only; a musician's own notifications say where
 * they are switched off instead.)
 */
export const notificationFooter = (ctx: Pick<AppContext, 'config'>, toggle: string): Block[] => [
  { type: 'paragraph', text: `You get this because "${toggle}" is on in Settings, Notifications.` },
  { type: 'link', label: 'Change your e-mail settings', url: appUrl(ctx, '/settings') },
];
