import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createAdmin, createMusician } from '../../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin login', () => {
  it('an admin logs in, verifies and logs out', async () => {
    const admin = await createAdmin(t.ctx.db);
    const client = t.client();
    const login = await client.post('/api/admin/login', admin.login());
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sc_admin='));
    expect(cookie).toMatch(/HttpOnly/i);

    const verify = await client.get('/api/admin/verify');
    expect(verify.status).toBe(200);
    expect(verify.body.admin).toEqual({ id: admin.id, email: admin.email, must_change_password: false });

    expect((await client.post('/api/admin/logout')).status).toBe(200);
    expect((await client.get('/api/admin/verify')).status).toBe(401);
  });

  it('refuses a musician with "Invalid credentials", even with the right password', async () => {
    const m = await createMusician(t.ctx.db);
    const res = await t.client().post('/api/admin/login', { email: m.email, password: m.password });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid credentials');
  });

  it('a signed-in musician gets 401 on admin routes', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    expect((await client.get('/api/admin/verify')).status).toBe(401);
  });

  it("a musician's session token does not work as an admin token", async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    client.setCookie('sc_admin', client.cookie('sc_session')!);
    expect((await client.get('/api/admin/verify')).status).toBe(401);
  });

  it('refuses a wrong password and a deactivated admin', async () => {
    const admin = await createAdmin(t.ctx.db);
    expect((await t.client().post('/api/admin/login', { email: admin.email, password: 'wrong' })).status).toBe(401);
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', admin.id).execute();
    expect((await t.client().post('/api/admin/login', admin.login())).status).toBe(401);
  });

  it('an admin session ends when the admin is demoted', async () => {
    const admin = await createAdmin(t.ctx.db);
    const client = t.client();
    await client.post('/api/admin/login', admin.login());
    await t.ctx.db.updateTable('users').set({ user_type: 'musician' }).where('id', '=', admin.id).execute();
    expect((await client.get('/api/admin/verify')).status).toBe(401);
  });

  it('requires e-mail and password', async () => {
    const res = await t.client().post('/api/admin/login', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Email and password are required');
  });
});
