import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets are encrypted at rest with AES-256-GCM under a key derived (HKDF) from the
 * server secret (SESSION_SECRET, or the one kept in the data folder): a copy of the database alone
 * cannot produce codes. Changing the server secret makes every stored secret unreadable, so the
 * accounts concerned set their codes up again (or use a passkey or recovery code).
 */
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'stagecall', 'second-factor-secrets', 32));

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/** The plain secret, or undefined when it was sealed under another server secret. */
export function openSecret(serverSecret: string, box: string): string | undefined {
  const [version, iv, tag, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
