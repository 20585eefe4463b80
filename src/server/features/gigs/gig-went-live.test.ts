import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createGig, createMusician } from '../../../../test/factories';
import { completeProfile, signedInMusician } from '../../../../test/musician-client';
import { todayIso } from '../../../shared/dates';
import { createTestClock } from '../../clock';
import { queueGigReminders } from './emails';

// Today (the gig lists count days on the system's date), mid-morning in London: the reminder's hour.
const clock = createTestClock(`${todayIso()}T10:00:00.000Z`);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('a gig the musician went live from', () => {
  it('is no longer upcoming, in their list or the public one, and gets no reminder', async () => {
    const { m, client } = await signedInMusician(t, { profile: completeProfile });
    const today = todayIso(clock.now());
    const tonight = await createGig(t.ctx.db, m.profileId, { scheduled_date: today, scheduled_start_time: '20:00' });
    const other = await createGig(t.ctx.db, m.profileId, { scheduled_date: today, scheduled_start_time: '22:00' });
    const live = await client.post('/api/sessions/live', { venue_name: 'The Test Tavern', gig_id: tonight.id });
    expect(live.status).toBe(201);

    const upcoming = (await client.get('/api/sessions/upcoming')).body as { id: number }[];
    expect(upcoming.map((gig) => gig.id)).toEqual([other.id]);
    const publicGigs = (await t.client().get('/api/sessions/scheduled/public')).body as { id: number }[];
    expect(publicGigs.map((gig) => gig.id)).not.toContain(tonight.id);

    await queueGigReminders(t.ctx);
    const reminders = await t.ctx.db
      .selectFrom('email_outbox')
      .select('dedupe_key')
      .where('kind', '=', 'gig_reminder')
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(reminders.map((r) => r.dedupe_key)).toEqual([`gig_reminder:${other.id}:${today}`]);
  });

  it('refuses another musician’s gig, and goes live with nothing changed', async () => {
    const { client } = await signedInMusician(t, { profile: completeProfile });
    const stranger = await createMusician(t.ctx.db);
    const theirs = await createGig(t.ctx.db, stranger.profileId, { scheduled_date: todayIso(clock.now()) });
    const refused = await client.post('/api/sessions/live', { venue_name: 'The Test Tavern', gig_id: theirs.id });
    expect(refused.status).toBe(404);
    expect((await client.get('/api/sessions/live/current')).body.session).toBeNull();
    const gig = await t.ctx.db
      .selectFrom('scheduled_gigs')
      .select('live_session_id')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(gig.live_session_id).toBeNull();
    expect((await client.post('/api/sessions/live', { venue_name: 'x', gig_id: 'seven' })).status).toBe(400);
  });
});
