import { randomBytes } from 'node:crypto';

/** 96 random bits, URL-safe and short enough to print under a QR code. */
export function newQrCodeId(): string {
  return randomBytes(12).toString('base64url');
}
