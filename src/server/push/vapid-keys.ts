import { createECDH } from 'node:crypto';
import type { Config } from '../config';
import { isPostgresUrl } from '../config';
import { dataDirOf, keptInDataDir } from '../secret';

/** The server's Web Push identity (RFC 8292): a P-256 key pair, base64url, public key uncompressed. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // Always 32 bytes: a shorter private scalar is padded, as push services expect.
    privateKey: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise, like the session secret, a pair
 * generated once and kept beside the SQLite file (every phone's subscription is bound to the public
 * key, so it must outlive restarts). On PostgreSQL every instance must send with the same pair, so
 * only the environment can give it: without it push is off (answered `push_unavailable`), and the
 * rest of the app runs as before.
 */
export function resolveVapidKeys(config: Config): VapidKeys | undefined {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  if (isPostgresUrl(config.databaseUrl)) return undefined;
  const dir = dataDirOf(config);
  if (!dir) return generateVapidKeys();
  const kept = JSON.parse(
    keptInDataDir(dir, 'vapid-keys.json', () => JSON.stringify(generateVapidKeys())),
  ) as VapidKeys;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
