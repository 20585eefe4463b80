import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { generateVapidKeys, resolveVapidKeys } from './vapid-keys';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the server’s VAPID keys', () => {
  it('are a P-256 pair in base64url', () => {
    const keys = generateVapidKeys();
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are generated once into the data folder, owner-only, and read back after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-vapid-'));
    dirs.push(dir);
    const config = loadConfig({ DATABASE_URL: path.join(dir, 'stagecall.sqlite') });
    const first = resolveVapidKeys(config);
    const file = path.join(dir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(config)).toEqual(first);
  });

  it('come from the environment when set, and on PostgreSQL only from there', () => {
    const keys = generateVapidKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(resolveVapidKeys(loadConfig({ ...env, DATABASE_URL: ':memory:' }))).toEqual(keys);
    expect(resolveVapidKeys(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }))).toBeUndefined();
    expect(resolveVapidKeys(loadConfig({ ...env, DATABASE_URL: 'postgres://u@localhost/db' }))).toEqual(keys);
  });
});
