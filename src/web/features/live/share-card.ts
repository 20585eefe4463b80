import { formatPence } from '../../lib/format';
import type { ShowReport } from './api/get-past-shows';

const SIZE = 1080;

/** Cuts a line to fit the card's width, with an ellipsis: stage and song names can be any length. */
function fit(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Sets the largest bold font up to `size` px in which a figure fits `width` whole: '£1,234.56' is never cut. */
export function fitFigureFont(context: CanvasRenderingContext2D, text: string, width: number, size: number): void {
  let px = size;
  context.font = `bold ${px}px system-ui, sans-serif`;
  while (px > 12 && context.measureText(text).width > width) {
    px -= 2;
    context.font = `bold ${px}px system-ui, sans-serif`;
  }
}

/**
 * The night as a square image for a story or a post: the venue, the figures and the top songs,
 * drawn on a canvas in the browser (no server work, nothing uploaded).
 */
export async function drawShowCard(report: ShowReport, stageName: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the card.');
  const { summary, session } = report;
  context.fillStyle = '#0b0b0f';
  context.fillRect(0, 0, SIZE, SIZE);
  context.fillStyle = '#f5b82e';
  context.font = 'bold 44px system-ui, sans-serif';
  context.fillText('STAGECALL', 80, 120);
  context.fillStyle = '#ffffff';
  context.font = 'bold 72px system-ui, sans-serif';
  context.fillText(fit(context, stageName, SIZE - 160), 80, 230);
  context.font = '44px system-ui, sans-serif';
  context.fillStyle = '#c9c9d1';
  context.fillText(fit(context, `at ${session.venue_name}`, SIZE - 160), 80, 300);
  const figures: [string, string][] = [
    [String(summary.total_requests), 'requests'],
    [String(summary.played_count), 'played'],
    [formatPence(summary.total_tips), 'in tips'],
  ];
  figures.forEach(([value, label], index) => {
    const x = 80 + index * 320;
    context.fillStyle = '#ffffff';
    fitFigureFont(context, value, 300, 84);
    context.fillText(value, x, 470);
    context.fillStyle = '#c9c9d1';
    context.font = '38px system-ui, sans-serif';
    context.fillText(label, x, 525);
  });
  // Request prices are not tips: named apart, as the show's page and the live manager name them.
  if (summary.total_prices > 0) {
    context.fillStyle = '#c9c9d1';
    context.font = '38px system-ui, sans-serif';
    context.fillText(fit(context, `+ ${formatPence(summary.total_prices)} in request prices`, SIZE - 160), 80, 585);
  }
  context.fillStyle = '#f5b82e';
  context.font = 'bold 40px system-ui, sans-serif';
  context.fillText('Most requested', 80, 650);
  context.fillStyle = '#ffffff';
  context.font = '44px system-ui, sans-serif';
  summary.top_songs.slice(0, 3).forEach((song, index) => {
    const line = `${index + 1}. ${song.song_title}${song.requests > 1 ? ` ×${song.requests}` : ''}`;
    context.fillText(fit(context, line, SIZE - 160), 80, 730 + index * 70);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be made.'))), 'image/png'),
  );
}

/** The phone's share sheet where it takes files; otherwise the card is downloaded. */
export async function shareOrDownload(blob: Blob, fileName: string): Promise<'shared' | 'downloaded'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file] });
    return 'shared';
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
