import { createHmac } from 'node:crypto';

/**
 * Client addresses are personal data: rows that need one for abuse limits store a keyed hash,
 * never the address itself.
 */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22);
}
