import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults make a bare start work', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: './data/stagecall.sqlite',
      mediaDir: './data/media',
      payments: { provider: 'local' },
      admin: undefined,
      google: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PAYMENTS: 'paypal' }, 'PAYMENTS'],
    [{ ADMIN_EMAIL: 'admin@example.test' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'too short', VAPID_PRIVATE_KEY: 'a'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'someone' }, 'VAPID_SUBJECT'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL'],
    [{ EMAIL: 'smtp' }, 'EMAIL'],
    [{ EMAIL: 'log', SMTP_URL: 'smtp://mail.example.test:587' }, 'EMAIL'],
  ])('stops with a message naming the variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('in production sends e-mail through SMTP_URL, or only logs it when EMAIL=log says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required in production[\s\S]*EMAIL=log/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test:587' }).mail.smtpUrl).toBe(
      'smtp://mail.example.test:587',
    );
    expect(loadConfig({ NODE_ENV: 'production', EMAIL: 'log' }).mail.smtpUrl).toBeUndefined();
    // Development and tests log without being asked, as before.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it('never echoes a secret value', () => {
    try {
      loadConfig({ SESSION_SECRET: 'hunter2' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'hunter2' })).toThrow(
      /^(?![\s\S]*hunter2)[\s\S]*VAPID_PRIVATE_KEY/,
    );
  });

  it('reads the push keys, and names a subject push services can reach', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(loadConfig(keys).push).toEqual({
      vapidKeys: { publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43) },
      subject: 'mailto:support@stagecall.local',
      allowLocalEndpoints: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://stagecall.example/' }).push.subject).toBe('https://stagecall.example');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }).push).toMatchObject({
      vapidKeys: undefined,
      subject: 'mailto:ops@example.com',
    });
  });

  it('reads the admin, Google and PostgreSQL settings', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'long enough',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DATABASE_URL: 'postgres://u@localhost/db',
      PUBLIC_URL: 'https://stagecall.example/',
    });
    expect(config.admin).toEqual({ email: 'Boss@Example.test', password: 'long enough' });
    expect(config.google?.issuer).toBe('https://accounts.google.com');
    expect(config.publicUrl).toBe('https://stagecall.example');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a number of hops, or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
