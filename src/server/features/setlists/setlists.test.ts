import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createGig } from '../../../../test/factories';
import { signedInMusician } from '../../../../test/musician-client';
import { COOKIE_NAMES } from '../auth/cookies';
import { createAuthSession } from '../auth/session-store';
import { SETLIST_LIMITS, setlistMessages } from '../../../shared/setlists/limits';
import type { Setlist, SetlistItemBody, SetlistSummary } from '../../../shared/setlists/schemas';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG = `Supercalifragilistic${'expialidocious'.repeat(20)}🎻🎶`;
const song = (title: string, extra: Partial<SetlistItemBody> = {}): SetlistItemBody => ({ title, ...extra });
const titles = (setlist: Setlist) => setlist.sets.map((set) => set.items.map((item) => item.title));

/** The editor's save: the whole setlist with the version it was loaded at. */
const bodyOf = (setlist: Setlist) => ({
  version: setlist.version,
  name: setlist.name,
  sets: setlist.sets.map((set) => ({
    name: set.name,
    items: set.items.map(({ id: _, ...item }) => item),
  })),
});

describe('setlists', () => {
  it('creates, saves two sets in order, renames, duplicates and deletes a setlist', async () => {
    const { client } = await signedInMusician(t);
    const created = await client.post('/api/musicians/setlists', { name: 'Friday at the Crown 🍺' });
    expect(created.status).toBe(201);
    const fresh = created.body.setlist as Setlist;
    expect(fresh).toMatchObject({ name: 'Friday at the Crown 🍺', version: 1, gigs: [] });
    expect(fresh.sets.map((set) => set.name)).toEqual(['Set 1']);

    const saved = await client.put(`/api/musicians/setlists/${fresh.id}`, {
      version: 1,
      name: 'Friday at the Crown',
      sets: [
        {
          name: 'Set 1',
          items: [
            song('Jolene', { artist: 'Dolly Parton', length_seconds: 161, song_key: 'C#m', note: 'Capo 4 🎸' }),
            song('Wonderwall', { artist: 'Oasis' }),
            song(LONG.slice(0, 200), { length_seconds: 225 }),
          ],
        },
        { name: 'Encore', items: [song('Hey Jude', { length_seconds: 431 })] },
      ],
    });
    expect(saved.status).toBe(200);
    const two = saved.body.setlist as Setlist;
    expect(two.version).toBe(2);
    expect(titles(two)).toEqual([['Jolene', 'Wonderwall', LONG.slice(0, 200)], ['Hey Jude']]);
    expect(two.sets[0]!.items[0]).toMatchObject({ length_seconds: 161, song_key: 'C#m', note: 'Capo 4 🎸' });
    expect((await client.get(`/api/musicians/setlists/${fresh.id}`)).body.setlist).toEqual(two);

    // Reordered: the last song first, the encore unchanged.
    const moved = bodyOf(two);
    moved.sets[0]!.items.unshift(moved.sets[0]!.items.pop()!);
    const reordered = (await client.put(`/api/musicians/setlists/${fresh.id}`, moved)).body.setlist as Setlist;
    expect(titles(reordered)[0]).toEqual([LONG.slice(0, 200), 'Jolene', 'Wonderwall']);

    const copy = await client.post(`/api/musicians/setlists/${fresh.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.setlist).toMatchObject({ name: 'Friday at the Crown (copy)', version: 1 });
    expect(titles(copy.body.setlist)).toEqual(titles(reordered));

    const list = (await client.get('/api/musicians/setlists')).body.setlists as SetlistSummary[];
    expect(list.map((item) => [item.name, item.set_count, item.song_count])).toEqual([
      ['Friday at the Crown (copy)', 2, 4],
      ['Friday at the Crown', 2, 4],
    ]);

    expect((await client.delete(`/api/musicians/setlists/${fresh.id}`)).status).toBe(200);
    expect((await client.get(`/api/musicians/setlists/${fresh.id}`)).status).toBe(404);
    // The copy is its own: deleting the original left it whole.
    expect(titles((await client.get(`/api/musicians/setlists/${copy.body.setlist.id}`)).body.setlist)).toEqual(
      titles(reordered),
    );
  });

  it('refuses long names, notes and keys, bad lengths, no sets and 501 songs with a 400, changing nothing', async () => {
    const { client } = await signedInMusician(t);
    const { setlist } = (await client.post('/api/musicians/setlists', { name: 'Saturday' })).body as {
      setlist: Setlist;
    };
    const base = { version: 1, name: 'Saturday' };
    const at500 = Array.from({ length: SETLIST_LIMITS.songs }, (_, i) => song(`Song ${i + 1} 🎶`));
    for (const [body, field] of [
      [{ name: LONG }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ ...base, name: LONG, sets: [{ name: 'Set 1', items: [] }] }, 'name'],
      [{ ...base, sets: [{ name: LONG, items: [] }] }, 'sets.0.name'],
      [{ ...base, sets: [{ name: 'Set 1', items: [song(LONG)] }] }, 'sets.0.items.0.title'],
      [{ ...base, sets: [{ name: 'Set 1', items: [song('A', { note: LONG })] }] }, 'sets.0.items.0.note'],
      [
        { ...base, sets: [{ name: 'Set 1', items: [song('A', { song_key: 'C major seventh' })] }] },
        'sets.0.items.0.song_key',
      ],
      [
        { ...base, sets: [{ name: 'Set 1', items: [song('A', { length_seconds: 0 })] }] },
        'sets.0.items.0.length_seconds',
      ],
      [
        { ...base, sets: [{ name: 'Set 1', items: [song('A', { length_seconds: 3601 })] }] },
        'sets.0.items.0.length_seconds',
      ],
      [{ ...base, sets: [] }, 'sets'],
      [{ ...base, sets: [{ name: 'Set 1', items: [...at500, song('One too many')] }] }, 'sets.0.items'],
      [
        {
          ...base,
          sets: [
            { name: 'Set 1', items: at500 },
            { name: 'Encore', items: [song('Over')] },
          ],
        },
        'sets',
      ],
    ] as const) {
      const res =
        'version' in body
          ? await client.put(`/api/musicians/setlists/${setlist.id}`, body)
          : await client.post('/api/musicians/setlists', body);
      expect(res.status, JSON.stringify(field)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.details.map((issue: { path: string }) => issue.path)).toContain(field);
      expect(res.body.error.length).toBeGreaterThan(10);
    }
    const after = (await client.get(`/api/musicians/setlists/${setlist.id}`)).body.setlist as Setlist;
    expect(after).toEqual(setlist);
    expect((await client.get('/api/musicians/setlists')).body.setlists).toHaveLength(1);

    // 500 songs across sets is the limit, and it is accepted.
    const full = await client.put(`/api/musicians/setlists/${setlist.id}`, {
      ...base,
      sets: [
        { name: 'Set 1', items: at500.slice(0, 300) },
        { name: 'Set 2', items: at500.slice(300) },
      ],
    });
    expect(full.status).toBe(200);
    expect(full.body.setlist.sets[1].items).toHaveLength(200);
    expect(full.body.setlist.sets[1].items[199].title).toBe('Song 500 🎶');
  });

  it('refuses a setlist past the act’s limit with setlist_limit, creating nothing', async () => {
    const { client, m } = await signedInMusician(t);
    const at = new Date().toISOString();
    await t.ctx.db
      .insertInto('setlists')
      .values(
        Array.from({ length: SETLIST_LIMITS.setlists }, (_, i) => ({
          musician_id: m.profileId,
          name: `Night ${i}`,
          version: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const refused = await client.post('/api/musicians/setlists', { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: setlistMessages.tooManySetlists, code: 'setlist_limit' });
    const count = await t.ctx.db
      .selectFrom('setlists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('musician_id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(SETLIST_LIMITS.setlists);
  });

  it('keeps a song removed from the repertoire as typed, and drops another act’s repertoire id', async () => {
    const { client } = await signedInMusician(t);
    const other = await signedInMusician(t);
    const mine = (await client.post('/api/musicians/repertoire', { title: 'Valerie', artist: 'Amy Winehouse' })).body
      .song;
    const theirs = (await other.client.post('/api/musicians/repertoire', { title: 'Zombie' })).body.song;
    const { setlist } = (
      await client.post('/api/musicians/setlists', {
        name: 'From the list',
        sets: [
          {
            name: 'Set 1',
            items: [
              song('Valerie', { artist: 'Amy Winehouse', repertoire_song_id: mine.id }),
              song('Zombie', { repertoire_song_id: theirs.id }),
            ],
          },
        ],
      })
    ).body as { setlist: Setlist };
    expect(setlist.sets[0]!.items.map((item) => item.repertoire_song_id)).toEqual([mine.id, null]);

    expect((await client.delete(`/api/musicians/repertoire/${mine.id}`)).status).toBe(200);
    const kept = (await client.get(`/api/musicians/setlists/${setlist.id}`)).body.setlist as Setlist;
    expect(kept.sets[0]!.items[0]).toMatchObject({
      title: 'Valerie',
      artist: 'Amy Winehouse',
      repertoire_song_id: null,
    });
    expect(kept.version).toBe(1);
  });

  it('lets only the act reach its setlists and attach them to its own gigs', async () => {
    const { client, m } = await signedInMusician(t);
    const other = await signedInMusician(t);
    const { setlist } = (await client.post('/api/musicians/setlists', { name: 'Ours' })).body as { setlist: Setlist };
    const theirs = (await other.client.post('/api/musicians/setlists', { name: 'Theirs' })).body.setlist as Setlist;
    expect((await other.client.get(`/api/musicians/setlists/${setlist.id}`)).status).toBe(403);
    expect((await other.client.put(`/api/musicians/setlists/${setlist.id}`, bodyOf(setlist))).status).toBe(403);
    expect((await other.client.delete(`/api/musicians/setlists/${setlist.id}`)).status).toBe(403);
    expect((await t.client().get('/api/musicians/setlists')).status).toBe(401);

    const gig = await createGig(t.ctx.db, m.profileId);
    const attached = await client.put(`/api/sessions/schedule/${gig.id}/setlist`, { setlist_id: setlist.id });
    expect(attached.body).toEqual({ success: true, gig_id: gig.id, setlist_id: setlist.id });
    const read = (await client.get(`/api/musicians/setlists/${setlist.id}`)).body.setlist as Setlist;
    expect(read.gigs).toEqual([
      {
        id: gig.id,
        venue_name: gig.venue_name,
        scheduled_date: gig.scheduled_date,
        scheduled_start_time: gig.scheduled_start_time,
      },
    ]);
    // Another act's setlist, or another act's gig: refused, nothing changed.
    expect((await client.put(`/api/sessions/schedule/${gig.id}/setlist`, { setlist_id: theirs.id })).status).toBe(403);
    expect((await other.client.put(`/api/sessions/schedule/${gig.id}/setlist`, { setlist_id: theirs.id })).status).toBe(
      403,
    );
    expect((await client.put(`/api/sessions/schedule/${gig.id}/setlist`, { setlist_id: 'x' })).status).toBe(400);
    const row = await t.ctx.db
      .selectFrom('scheduled_gigs')
      .select('setlist_id')
      .where('id', '=', gig.id)
      .executeTakeFirst();
    expect(row?.setlist_id).toBe(setlist.id);

    // Deleting the setlist leaves the gig without one.
    await client.delete(`/api/musicians/setlists/${setlist.id}`);
    const after = await t.ctx.db
      .selectFrom('scheduled_gigs')
      .select('setlist_id')
      .where('id', '=', gig.id)
      .executeTakeFirst();
    expect(after?.setlist_id).toBeNull();
    expect((await client.put(`/api/sessions/schedule/${gig.id}/setlist`, { setlist_id: null })).status).toBe(200);
  });

  it('of many devices reordering the same version at once, one is saved and every other is told (409)', async () => {
    const { client, m } = await signedInMusician(t);
    const songs = Array.from({ length: 12 }, (_, i) => song(`Song ${i + 1}`, { length_seconds: 180 + i }));
    const { setlist } = (
      await client.post('/api/musicians/setlists', {
        name: 'Busy night',
        sets: [
          { name: 'Set 1', items: songs },
          { name: 'Encore', items: [song('Last one')] },
        ],
      })
    ).body as { setlist: Setlist };

    // Twelve devices of the act, each moving a different song to the top of Set 1. Each holds its
    // own sign-in, made directly: twelve password sign-ins at once would meet the sign-in limit.
    const devices = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const device = t.client();
        const { token } = await createAuthSession(t.ctx.db, m.user.id, 'user', {}, t.ctx.clock.now());
        device.setCookie(COOKIE_NAMES.user, token);
        return device;
      }),
    );
    const bodies = devices.map((_, index) => {
      const body = bodyOf(setlist);
      const [moved] = body.sets[0]!.items.splice(index, 1);
      body.sets[0]!.items.unshift(moved!);
      return body;
    });
    const answers = await Promise.all(
      devices.map((device, index) => device.put(`/api/musicians/setlists/${setlist.id}`, bodies[index])),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(res.body).toMatchObject({ code: 'setlist_changed', error: setlistMessages.changedElsewhere });
    }
    const winner = statuses.indexOf(200);
    const stored = (await client.get(`/api/musicians/setlists/${setlist.id}`)).body.setlist as Setlist;
    expect(stored.version).toBe(2);
    expect(titles(stored)).toEqual([bodies[winner]!.sets[0]!.items.map((item) => item.title), ['Last one']]);
    // Nothing lost or doubled: every song once, each with its own length.
    expect(stored.sets[0]!.items.map((item) => `${item.title}:${item.length_seconds}`).sort()).toEqual(
      songs.map((item) => `${item.title}:${item.length_seconds}`).sort(),
    );

    // A refused device loads the new version and saves its order again: now it is saved.
    const loser = statuses.indexOf(409);
    const retry = await devices[loser]!.put(`/api/musicians/setlists/${setlist.id}`, {
      ...bodies[loser],
      version: stored.version,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.setlist.version).toBe(3);
    expect(retry.body.setlist.sets[0].items[0].title).toBe(bodies[loser]!.sets[0]!.items[0]!.title);
  });
});
