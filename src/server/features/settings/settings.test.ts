import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createGig } from '../../../../test/factories';
import { completeProfile, signedInMusician, signedInNonMusician } from '../../../../test/musician-client';
import { contactMessages } from '../../../shared/messages/contact';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const privacy = { public_profile_enabled: true, show_upcoming_gigs: true, allow_direct_messages: true };
const notifications = {
  email_new_requests: true,
  email_payment_received: true,
  email_gig_reminders: true,
  email_marketing: false,
};

const settingsRow = (profileId: number) =>
  t.ctx.db
    .selectFrom('musician_profiles')
    .select([
      'public_profile_enabled',
      'show_upcoming_gigs',
      'allow_direct_messages',
      'email_new_requests',
      'email_payment_received',
      'email_gig_reminders',
      'email_marketing',
    ])
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();

describe('PUT /api/musicians/privacy-settings', () => {
  it('saves the three toggles and answers them', async () => {
    const { m, client } = await signedInMusician(t);
    const settings = { public_profile_enabled: false, show_upcoming_gigs: false, allow_direct_messages: true };
    const res = await client.put('/api/musicians/privacy-settings', settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, settings });
    expect(await settingsRow(m.profileId)).toMatchObject({
      public_profile_enabled: 0,
      show_upcoming_gigs: 0,
      allow_direct_messages: 1,
    });
    expect((await client.get('/api/musicians/profile')).body).toMatchObject(settings);
  });

  it('refuses a missing or non-boolean toggle and changes nothing', async () => {
    const { m, client } = await signedInMusician(t);
    const before = await settingsRow(m.profileId);
    const cases: Array<[object, string]> = [
      [{ ...privacy, public_profile_enabled: undefined }, 'public_profile_enabled must be true or false'],
      [{ ...privacy, show_upcoming_gigs: 'false' }, 'show_upcoming_gigs must be true or false'],
      [{ ...privacy, allow_direct_messages: 0 }, 'allow_direct_messages must be true or false'],
    ];
    for (const [body, error] of cases) {
      const res = await client.put('/api/musicians/privacy-settings', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await client.put('/api/musicians/privacy-settings', { ...privacy, email_marketing: true })).status).toBe(
      400,
    );
    expect(await settingsRow(m.profileId)).toEqual(before);
  });

  it('is enforced by the public endpoints', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Privacy Test Act', profile: completeProfile });
    const gig = await createGig(t.ctx.db, m.profileId, { venue_name: 'The Crown' });
    const fan = t.client();
    const publicGigIds = async () =>
      ((await fan.get('/api/sessions/scheduled/public')).body as Array<{ id: number }>).map((g) => g.id);
    const sendMessage = () =>
      fan.post('/api/messages/send', { name: 'Fan', email: 'fan@example.com', message: 'Hi!', qr_code_id: m.qrCodeId });

    expect((await fan.get(`/api/musicians/${m.qrCodeId}`)).body.musician.public_profile_enabled).toBe(true);
    expect(await publicGigIds()).toContain(gig.id);
    expect((await sendMessage()).status).toBe(201);

    await client.put('/api/musicians/privacy-settings', { ...privacy, show_upcoming_gigs: false });
    expect(await publicGigIds()).not.toContain(gig.id);

    await client.put('/api/musicians/privacy-settings', { ...privacy, allow_direct_messages: false });
    expect(await publicGigIds()).toContain(gig.id);
    const refused = await sendMessage();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(contactMessages.notAccepting);

    await client.put('/api/musicians/privacy-settings', { ...privacy, public_profile_enabled: false });
    const artist = await fan.get(`/api/musicians/${m.qrCodeId}`);
    expect(artist.status).toBe(200);
    expect(artist.body.musician).toMatchObject({ public_profile_enabled: false, bio: null });
    expect(await publicGigIds()).not.toContain(gig.id);

    await client.put('/api/musicians/privacy-settings', privacy);
    expect((await fan.get(`/api/musicians/${m.qrCodeId}`)).body.musician.bio).toBe(completeProfile.bio);
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().put('/api/musicians/privacy-settings', privacy)).status).toBe(401);
    for (const kind of ['fan', 'admin'] as const) {
      const client = await signedInNonMusician(t, kind);
      expect((await client.put('/api/musicians/privacy-settings', privacy)).status).toBe(403);
    }
  });
});

describe('PUT /api/musicians/notification-settings', () => {
  it('starts from the spec defaults, then saves the four toggles', async () => {
    const { m, client } = await signedInMusician(t);
    expect((await client.get('/api/musicians/profile')).body).toMatchObject(notifications);

    const settings = {
      email_new_requests: false,
      email_payment_received: true,
      email_gig_reminders: false,
      email_marketing: true,
    };
    const res = await client.put('/api/musicians/notification-settings', settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, settings });
    expect(await settingsRow(m.profileId)).toMatchObject({
      email_new_requests: 0,
      email_payment_received: 1,
      email_gig_reminders: 0,
      email_marketing: 1,
      public_profile_enabled: 1,
    });
  });

  it('refuses a missing or non-boolean toggle and changes nothing', async () => {
    const { m, client } = await signedInMusician(t);
    const before = await settingsRow(m.profileId);
    const cases: Array<[object, string]> = [
      [{ ...notifications, email_new_requests: undefined }, 'email_new_requests must be true or false'],
      [{ ...notifications, email_payment_received: null }, 'email_payment_received must be true or false'],
      [{ ...notifications, email_gig_reminders: 'on' }, 'email_gig_reminders must be true or false'],
      [{ ...notifications, email_marketing: 1 }, 'email_marketing must be true or false'],
    ];
    for (const [body, error] of cases) {
      const res = await client.put('/api/musicians/notification-settings', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect(
      (await client.put('/api/musicians/notification-settings', { ...notifications, public_profile_enabled: true }))
        .status,
    ).toBe(400);
    expect(await settingsRow(m.profileId)).toEqual(before);
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().put('/api/musicians/notification-settings', notifications)).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.put('/api/musicians/notification-settings', notifications)).status).toBe(403);
  });
});
