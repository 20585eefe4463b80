import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: 'Stagecall', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/**
 * The 30-second step the code belongs to, if it is right at `now` give or take one step (a phone
 * clock a little off); undefined otherwise. The caller refuses a step it already accepted.
 */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}
