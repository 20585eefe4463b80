import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer, type RunningServer } from './server';
import { adminUsage, parseAdminArgs } from '../../scripts/admin-args';
import { fastHashCost } from '../../test/factories';
import { TestClient } from '../../test/http-client';
import { heavyTest } from '../../test/heavy-test';

const run = promisify(execFile);
const dirs: string[] = [];
const servers: RunningServer[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-server-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const boot = async (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...env });
  const server = await startServer(config, { passwordHashing: fastHashCost, logger: false, distDir: '/nonexistent' });
  servers.push(server);
  return server;
};

// The SQLite start path: PostgreSQL is covered by every integration test when TEST_DATABASE_URL is set.
describe.runIf(process.env.TEST_DB !== 'postgres')('startServer', () => {
  it('migrates a new SQLite file, answers /api/health and keeps a session secret beside the data', async () => {
    const dir = tempDir();
    const server = await boot({ DATABASE_URL: path.join(dir, 'app.sqlite') });
    const res = await new TestClient(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(true);
  });

  it('creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD and updates it on the next start', async () => {
    const dir = tempDir();
    const databaseUrl = path.join(dir, 'app.sqlite');
    const first = await boot({
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'first password',
    });
    const client = new TestClient(first.url);
    expect(
      (await client.post('/api/admin/login', { email: 'boss@example.test', password: 'first password' })).status,
    ).toBe(200);
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await boot({
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'boss@example.test',
      ADMIN_PASSWORD: 'second password',
    });
    const again = new TestClient(second.url);
    expect(
      (await again.post('/api/admin/login', { email: 'boss@example.test', password: 'first password' })).status,
    ).toBe(401);
    expect(
      (await again.post('/api/admin/login', { email: 'boss@example.test', password: 'second password' })).status,
    ).toBe(200);
    const admins = await second.database.db.selectFrom('users').select('id').where('user_type', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('logs no personal data at start: not the address of ADMIN_EMAIL', async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'app.sqlite'),
      ADMIN_EMAIL: 'Operator.In.Charge@Example.test',
      ADMIN_PASSWORD: 'a long enough password',
    });
    const logStream = { write: (line: string) => void lines.push(line) };
    servers.push(await startServer(config, { passwordHashing: fastHashCost, distDir: '/nonexistent', logStream }));
    const log = lines.join('').toLowerCase();
    expect(log).toContain('admin created from admin_email');
    expect(log).not.toContain('operator.in.charge');
  });

  it('npm run admin:create creates an admin from the shell', heavyTest, async () => {
    const dir = tempDir();
    const env = { ...process.env, DATABASE_URL: path.join(dir, 'cli.sqlite') };
    const script = path.resolve('scripts/create-admin.ts');
    const ok = await run(
      process.execPath,
      ['--import', 'tsx', script, '--email', 'cli@example.test', '--password', 'cli password'],
      { env },
    );
    expect(ok.stdout).toContain('Created admin cli@example.test');

    const server = await boot({ DATABASE_URL: env.DATABASE_URL });
    const res = await new TestClient(server.url).post('/api/admin/login', {
      email: 'cli@example.test',
      password: 'cli password',
    });
    expect(res.status).toBe(200);
  });

  it('admin:create refuses bad arguments, naming them, and answers --help', () => {
    expect(parseAdminArgs(['--email', 'nope', '--password', 'long enough'])).toEqual({
      kind: 'invalid',
      message: `--email must be an e-mail address\n${adminUsage}`,
    });
    expect(parseAdminArgs(['--email', 'boss@example.test', '--password', 'short'])).toEqual({
      kind: 'invalid',
      message: `--password must be at least 8 characters\n${adminUsage}`,
    });
    expect(parseAdminArgs(['--email', 'boss@example.test'])).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('--password is required'),
    });
    expect(parseAdminArgs(['--colour', 'red'])).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(adminUsage),
    });
    expect(parseAdminArgs(['-h'])).toEqual({ kind: 'help' });
    expect(parseAdminArgs(['--email', 'boss@example.test', '--password', 'long enough'])).toEqual({
      kind: 'create',
      email: 'boss@example.test',
      password: 'long enough',
    });
  });

  it('refuses to start on a bad environment value, naming it', heavyTest, async () => {
    const main = path.resolve('src/server/main.ts');
    const failing = run(process.execPath, ['--import', 'tsx', main], { env: { ...process.env, PORT: 'eighty' } });
    await expect(failing).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('PORT') });
  });
});
