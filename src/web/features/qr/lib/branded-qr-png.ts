import { qrMessages } from '../qr-messages';
import { DOWNLOAD_QR, loadQrLibrary, QR_COLOURS } from './qr-code';

/**
 * The downloadable poster (spec 1 §9): an 800x1000 PNG with the stage name, 'Scan to send song
 * requests', a 512 px code with high error correction (it survives a crease or a beer stain) and
 * the usage steps. Drawn on a white page so it prints cheaply and scans in any light.
 */
export const POSTER = { width: 800, height: 1000 } as const;

const ink = '#111318';
const inkMuted = '#50566a';
const accent = '#fbbf24';
const onAccent = '#1a1204';
const accentInk = '#a1490a';
const line = '#d5d8e0';
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const POSTER_STEPS = ["Open your phone's camera", 'Point it at this code', 'Pick a song and send it'] as const;

/** A failure with the spec's message for the step that failed. */
export class QrDownloadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'QrDownloadError';
  }
}

export async function createBrandedQrPng({ stageName, url }: { stageName: string; url: string }): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER.width;
  canvas.height = POSTER.height;
  const context = canvas.getContext('2d');
  if (!context) throw new QrDownloadError(qrMessages.download.noCanvas);

  let qrDataUrl: string;
  try {
    const qr = await loadQrLibrary();
    qrDataUrl = await qr.toDataURL(url, { ...DOWNLOAD_QR, color: QR_COLOURS });
  } catch (error) {
    throw new QrDownloadError(qrMessages.download.brandingFailed, { cause: error });
  }

  let qrImage: HTMLImageElement;
  try {
    qrImage = await loadImage(qrDataUrl);
  } catch (error) {
    throw new QrDownloadError(qrMessages.download.loadFailed, { cause: error });
  }

  try {
    drawPoster(context, { stageName, url, qrImage });
  } catch (error) {
    throw new QrDownloadError(qrMessages.download.brandingFailed, { cause: error });
  }

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new QrDownloadError(qrMessages.download.noFile);
  return blob;
}

/** Hands the file to the browser's download manager. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them time before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The QR image could not be decoded'));
    image.src = src;
  });
}

function drawPoster(
  context: CanvasRenderingContext2D,
  { stageName, url, qrImage }: { stageName: string; url: string; qrImage: HTMLImageElement },
): void {
  const { width, height } = POSTER;
  const centreX = width / 2;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  // Brand band.
  context.fillStyle = accent;
  context.fillRect(0, 0, width, 116);
  context.fillStyle = onAccent;
  context.font = `800 44px ${fontStack}`;
  context.fillText('Stagecall', centreX, 62);
  context.font = `600 20px ${fontStack}`;
  context.fillText('Live song requests', centreX, 94);

  // Who the requests go to, shrunk to fit a long name, then cut with an ellipsis if still too long.
  context.fillStyle = ink;
  const nameFont = fitFont(context, stageName, 720, 56, 30, 800);
  context.font = nameFont;
  context.fillText(truncate(context, stageName, 720), centreX, 192);

  context.fillStyle = accentInk;
  context.font = `700 30px ${fontStack}`;
  context.fillText('Scan to send song requests', centreX, 242);

  // The code in a light frame.
  const qrSize = 512;
  const qrX = (width - qrSize) / 2;
  const qrY = 274;
  context.strokeStyle = line;
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(qrX - 14, qrY - 14, qrSize + 28, qrSize + 28, 24);
  context.stroke();
  context.imageSmoothingEnabled = false;
  context.drawImage(qrImage, qrX, qrY, qrSize, qrSize);

  // Usage steps: three numbered columns.
  const columnWidth = 236;
  POSTER_STEPS.forEach((step, index) => {
    const x = centreX + (index - 1) * (columnWidth + 8);
    context.fillStyle = accent;
    context.beginPath();
    context.arc(x, 846, 20, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = onAccent;
    context.font = `800 22px ${fontStack}`;
    context.fillText(String(index + 1), x, 854);

    context.fillStyle = ink;
    context.font = `600 22px ${fontStack}`;
    wrap(context, step, columnWidth).forEach((text, lineIndex) => context.fillText(text, x, 898 + lineIndex * 28));
  });

  // The address, for anyone whose camera will not read the code.
  context.fillStyle = inkMuted;
  context.font = `400 16px ${fontStack}`;
  context.fillText(truncate(context, url.replace(/^https?:\/\//, ''), 720), centreX, 972);
  context.fillStyle = accent;
  context.fillRect(0, height - 8, width, 8);
}

function fitFont(
  context: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  largest: number,
  smallest: number,
  weight: number,
): string {
  for (let size = largest; size > smallest; size -= 2) {
    context.font = `${weight} ${size}px ${fontStack}`;
    if (context.measureText(text).width <= maxWidth) return context.font;
  }
  return `${weight} ${smallest}px ${fontStack}`;
}

function truncate(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Splits text into lines no wider than maxWidth, at spaces. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && context.measureText(candidate).width > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
