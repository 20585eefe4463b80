import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMessage, createMusician } from '../../../../test/factories';
import { signedInMusician, signedInNonMusician } from '../../../../test/musician-client';
import { inboxMessages } from '../../../shared/messages/inbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const messageRow = (id: number) => t.ctx.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/messages', () => {
  it("lists the musician's messages newest first, flags as booleans, without private columns", async () => {
    const { m, client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const older = await createMessage(t.ctx.db, m.profileId, { created_at: minutesAgo(90), is_starred: 1 });
    const newer = await createMessage(t.ctx.db, m.profileId, {
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Wedding in June',
      message: 'Are you free on the 14th?',
      created_at: minutesAgo(5),
      is_read: 1,
      is_archived: 1,
      ip_hash: 'secret-hash',
    });
    await createMessage(t.ctx.db, other.profileId);

    const res = await client.get('/api/messages');
    expect(res.status).toBe(200);
    expect(res.body.map((message: { id: number }) => message.id)).toEqual([newer.id, older.id]);
    expect(res.body[0]).toEqual({
      id: newer.id,
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Wedding in June',
      message: 'Are you free on the 14th?',
      created_at: newer.created_at,
      is_read: true,
      is_starred: false,
      is_archived: true,
    });
    expect(res.body[1]).toMatchObject({ is_read: false, is_starred: true, is_archived: false });
  });

  it('shows a message a fan sent from the artist page', async () => {
    const { m, client } = await signedInMusician(t);
    const sent = await t.client().post('/api/messages/send', {
      name: 'Alex',
      email: 'alex@example.com',
      subject: '',
      message: 'Great gig!',
      qr_code_id: m.qrCodeId,
    });
    expect(sent.status).toBe(201);
    const res = await client.get('/api/messages');
    expect(res.body).toMatchObject([{ id: sent.body.id, name: 'Alex', subject: null, is_read: false }]);
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().get('/api/messages')).status).toBe(401);
    for (const kind of ['fan', 'admin'] as const) {
      const client = await signedInNonMusician(t, kind);
      expect((await client.get('/api/messages')).status).toBe(403);
    }
  });
});

describe('PUT /api/messages/:id/read, /star and /archive', () => {
  it('marks read, and stars, unstars, archives and unarchives', async () => {
    const { m, client } = await signedInMusician(t);
    const message = await createMessage(t.ctx.db, m.profileId);

    const read = await client.put(`/api/messages/${message.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, message: { id: message.id, is_read: true } });
    expect((await client.put(`/api/messages/${message.id}/read`)).status).toBe(200);

    const starred = await client.put(`/api/messages/${message.id}/star`, { is_starred: true });
    expect(starred.body.message).toMatchObject({ is_read: true, is_starred: true, is_archived: false });
    const archived = await client.put(`/api/messages/${message.id}/archive`, { is_archived: true });
    expect(archived.body.message).toMatchObject({ is_starred: true, is_archived: true });
    expect(await messageRow(message.id)).toMatchObject({ is_read: 1, is_starred: 1, is_archived: 1 });

    await client.put(`/api/messages/${message.id}/star`, { is_starred: false });
    await client.put(`/api/messages/${message.id}/archive`, { is_archived: false });
    expect(await messageRow(message.id)).toMatchObject({ is_read: 1, is_starred: 0, is_archived: 0 });
  });

  it('refuses a body without the flag as a boolean and changes nothing', async () => {
    const { m, client } = await signedInMusician(t);
    const message = await createMessage(t.ctx.db, m.profileId);
    const cases: Array<[string, unknown, string]> = [
      ['star', {}, inboxMessages.starredNotBoolean],
      ['star', { is_starred: 'yes' }, inboxMessages.starredNotBoolean],
      ['star', { is_starred: 1 }, inboxMessages.starredNotBoolean],
      ['archive', {}, inboxMessages.archivedNotBoolean],
      ['archive', { is_archived: null }, inboxMessages.archivedNotBoolean],
    ];
    for (const [action, body, error] of cases) {
      const res = await client.put(`/api/messages/${message.id}/${action}`, body);
      expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await client.put(`/api/messages/${message.id}/star`, { is_starred: true, is_read: true })).status).toBe(
      400,
    );
    expect(await messageRow(message.id)).toEqual(message);
  });

  it("refuses another musician's message (403) and an unknown one (404)", async () => {
    const { client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const theirs = await createMessage(t.ctx.db, other.profileId);
    for (const [action, body] of [
      ['read', undefined],
      ['star', { is_starred: true }],
      ['archive', { is_archived: true }],
    ] as const) {
      const forbidden = await client.put(`/api/messages/${theirs.id}/${action}`, body);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error).toBe(inboxMessages.notYourMessage);
      const missing = await client.put(`/api/messages/99999999/${action}`, body);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(inboxMessages.messageNotFound);
    }
    expect(await messageRow(theirs.id)).toEqual(theirs);
  });

  it('needs a signed-in musician', async () => {
    const other = await createMusician(t.ctx.db);
    const message = await createMessage(t.ctx.db, other.profileId);
    expect((await t.client().put(`/api/messages/${message.id}/read`)).status).toBe(401);
    expect((await t.client().put(`/api/messages/${message.id}/star`, { is_starred: true })).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.put(`/api/messages/${message.id}/archive`, { is_archived: true })).status).toBe(403);
    expect(await messageRow(message.id)).toEqual(message);
  });
});

describe('DELETE /api/messages/:id', () => {
  it('deletes the message', async () => {
    const { m, client } = await signedInMusician(t);
    const message = await createMessage(t.ctx.db, m.profileId);
    const res = await client.delete(`/api/messages/${message.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await messageRow(message.id)).toBeUndefined();
    expect((await client.get('/api/messages')).body).toEqual([]);
    expect((await client.delete(`/api/messages/${message.id}`)).status).toBe(404);
  });

  it("refuses another musician's message (403) and an unknown one (404)", async () => {
    const { client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const theirs = await createMessage(t.ctx.db, other.profileId);
    const res = await client.delete(`/api/messages/${theirs.id}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(inboxMessages.notYourMessage);
    expect(await messageRow(theirs.id)).toEqual(theirs);
    expect((await client.delete('/api/messages/99999999')).status).toBe(404);
    expect((await client.delete('/api/messages/not-a-number')).status).toBe(400);
  });

  it('needs a signed-in musician', async () => {
    const other = await createMusician(t.ctx.db);
    const message = await createMessage(t.ctx.db, other.profileId);
    expect((await t.client().delete(`/api/messages/${message.id}`)).status).toBe(401);
    const admin = await signedInNonMusician(t, 'admin');
    expect((await admin.delete(`/api/messages/${message.id}`)).status).toBe(403);
    expect(await messageRow(message.id)).toEqual(message);
  });
});
