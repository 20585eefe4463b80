/** Text for an HTML body: fan names, song titles and messages are whatever a stranger typed. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * One template, two bodies: paragraphs of plain text become the text body as they are and the
 * HTML body escaped, so the two can never say different things.
 */
export function bodies(paragraphs: string[]): { text: string; html: string } {
  return {
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')}</body></html>`,
  };
}
