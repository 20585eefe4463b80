import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../shared/auth/second-factor';

// No 0/O, 1/l/i: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** Whether what was typed looks like a recovery code rather than an app code. */
export const looksLikeRecoveryCode = (typed: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(typed.trim());

/** 50 random bits each: an HMAC under the server secret is enough, and lets a code be found by its hash. */
export function hashRecoveryCode(serverSecret: string, typed: string): string {
  const normal = typed.trim().toLowerCase().replace('-', '');
  return createHmac('sha256', serverSecret).update(`recovery:${normal}`).digest('base64url');
}
