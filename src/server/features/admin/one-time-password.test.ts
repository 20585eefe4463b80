import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin';
import { messages } from '../../../shared/user-messages';

/**
 * An admin made with Add User signs in with a one-time password that the creating admin saw: the
 * back office stays shut until they choose their own (then a second factor, as for every admin).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG_NEW = `🎛️${'NewPassword'.repeat(15)}🔐`;

async function addUser(body: Record<string, unknown>) {
  const creator = await signedInAdmin(t);
  const created = await creator.post('/api/admin/users/create', body);
  expect(created.status).toBe(201);
  return created.body.temporary_password as string;
}

describe('an admin made with Add User', () => {
  it('must choose a new password at first sign-in before anything else in the back office', async () => {
    const email = `new-admin-${Date.now()}@example.test`;
    const oneTime = await addUser({ email, user_type: 'admin' });
    const desk = t.client();

    const login = await desk.post('/api/admin/login', { email, password: oneTime });
    expect(login.status).toBe(200);
    expect(login.body.admin).toMatchObject({ email, must_change_password: true });
    expect((await desk.get('/api/admin/verify')).body.admin.must_change_password).toBe(true);
    const refused = await desk.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('password_change_required');
    // Setting up the second factor is not the back office: it stays open.
    expect((await desk.get('/api/admin/second-factor')).status).toBe(200);

    const same = await desk.post('/api/admin/change-password', { current_password: oneTime, new_password: oneTime });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe(messages.password.newSameAsCurrent);
    const wrong = await desk.post('/api/admin/change-password', {
      current_password: 'not the one-time password',
      new_password: LONG_NEW,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(messages.password.currentWrong);
    expect((await desk.get('/api/admin/stats')).body.code).toBe('password_change_required');

    const changed = await desk.post('/api/admin/change-password', {
      current_password: oneTime,
      new_password: LONG_NEW,
    });
    expect(changed.status).toBe(200);
    expect((await desk.get('/api/admin/verify')).body.admin.must_change_password).toBe(false);
    // Next the second factor, as for every admin.
    expect((await desk.get('/api/admin/stats')).body.code).toBe('second_factor_setup_required');

    expect((await t.client().post('/api/admin/login', { email, password: oneTime })).status, 'one-time').toBe(401);
    const again = await t.client().post('/api/admin/login', { email, password: LONG_NEW });
    expect(again.body.admin.must_change_password).toBe(false);
    const audit = await t.ctx.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('admin_email', '=', email)
      .execute();
    expect(audit.map((row) => row.action)).toContain('admin.password_changed');
  });

  it('is not asked again once the password was set through a reset link', async () => {
    const email = `reset-admin-${Date.now()}@example.test`;
    await addUser({ email, user_type: 'admin' });
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'must_change_password'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.must_change_password).toBe(1);
    expect((await t.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
    const row = await t.ctx.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(row.text_body)![1]!);
    const reset = await t.client().post('/api/auth/reset-password', { token, new_password: LONG_NEW });
    expect(reset.status).toBe(200);
    const after = await t.ctx.db
      .selectFrom('users')
      .select('must_change_password')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.must_change_password).toBe(0);
  });

  it('a musician made with Add User and the operator’s own admin are never asked', async () => {
    const email = `added-musician-${Date.now()}@example.test`;
    const oneTime = await addUser({ email, user_type: 'musician', musician_profile: { stage_name: 'Added' } });
    const res = await t.client().post('/api/auth/signin', { email, password: oneTime });
    expect(res.status).toBe(200);
    const operator = await signedInAdmin(t);
    expect((await operator.get('/api/admin/verify')).body.admin.must_change_password).toBe(false);
    expect((await operator.get('/api/admin/stats')).status).toBe(200);
  });

  it('the change needs an admin session', async () => {
    const body = { current_password: 'whatever-1', new_password: LONG_NEW };
    expect((await t.client().post('/api/admin/change-password', body)).status).toBe(401);
  });
});
