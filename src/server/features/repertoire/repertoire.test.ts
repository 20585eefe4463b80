import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createSong } from '../../../../test/factories';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { signedInMusician } from '../../../../test/musician-client';
import { openStream } from '../../../../test/sse-client';
import { UNCLOSED_QUOTE } from './import-service';
import {
  REPERTOIRE_LIMITS,
  repertoireMessages,
  type ImportReport,
  type RepertoireSong,
} from '../../../shared/repertoire';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG = `Supercalifragilistic${'expialidocious'.repeat(10)}🎻🎶`.slice(0, 200);

describe('the repertoire, one song at a time', () => {
  it('adds, lists by title, edits, closes to requests and removes a song', async () => {
    const { client } = await signedInMusician(t);
    const added = await client.post('/api/musicians/repertoire', {
      title: LONG,
      artist: 'Julie Andrews 🌂',
      song_key: 'F#m',
      notes: 'Capo 2. ' + 'Slow intro '.repeat(20),
    });
    expect(added.status).toBe(201);
    expect(added.body.song).toMatchObject({ title: LONG, artist: 'Julie Andrews 🌂', song_key: 'F#m', is_open: 1 });
    await client.post('/api/musicians/repertoire', { title: 'Abba Medley' });

    const listed = await client.get('/api/musicians/repertoire');
    expect(listed.body.songs.map((song: RepertoireSong) => song.title)).toEqual(['Abba Medley', LONG]);

    const id = added.body.song.id as number;
    const edited = await client.put(`/api/musicians/repertoire/${id}`, {
      title: 'Feeling Good',
      artist: 'Nina Simone',
    });
    expect(edited.body.song).toMatchObject({ title: 'Feeling Good', song_key: null, notes: null });
    const closed = await client.put(`/api/musicians/repertoire/${id}/open`, { is_open: false });
    expect(closed.body.song.is_open).toBe(0);
    expect((await client.delete(`/api/musicians/repertoire/${id}`)).status).toBe(200);
    expect((await client.get('/api/musicians/repertoire')).body.songs).toHaveLength(1);
    expect((await client.delete(`/api/musicians/repertoire/${id}`)).status).toBe(404);
  });

  it('refuses a duplicate whatever its case or spacing, bad input, and another musician’s song', async () => {
    const { client } = await signedInMusician(t);
    const first = await client.post('/api/musicians/repertoire', { title: 'Jolene', artist: 'Dolly Parton' });
    const again = await client.post('/api/musicians/repertoire', { title: '  jolene ', artist: 'DOLLY  parton' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(repertoireMessages.duplicate);
    expect(again.body.code).toBe('duplicate_song');
    // The same title by another artist is another song.
    const cover = await client.post('/api/musicians/repertoire', { title: 'Jolene', artist: 'The White Stripes' });
    expect(cover.status).toBe(201);
    const clash = await client.put(`/api/musicians/repertoire/${cover.body.song.id}`, {
      title: 'JOLENE',
      artist: 'dolly parton',
    });
    expect(clash.status).toBe(409);

    for (const body of [
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { title: 'Ok', song_key: 'C major seventh' },
      {},
    ]) {
      const res = await client.post('/api/musicians/repertoire', body);
      expect(res.status).toBe(400);
    }
    expect((await client.get('/api/musicians/repertoire')).body.songs).toHaveLength(2);

    const other = await signedInMusician(t);
    const theirs = await other.client.put(`/api/musicians/repertoire/${first.body.song.id}/open`, { is_open: false });
    expect(theirs.status).toBe(403);
    expect((await other.client.get('/api/musicians/repertoire')).body.songs).toEqual([]);
  });
});

/** A spreadsheet of `count` songs with bad lines and duplicates among them, as a musician's would be. */
function spreadsheet(count: number): { csv: string; bad: number; duplicates: number } {
  const lines = ['Title,Artist,Key,Notes,Open to requests'];
  let bad = 0;
  let duplicates = 0;
  for (let n = 1; n <= count; n += 1) {
    if (n % 100 === 0) {
      lines.push(`,No title here,G,,yes`);
      bad += 1;
    } else if (n % 100 === 50) {
      lines.push(`"Song ${n - 1}, ""live""",Band ${(n - 1) % 7},,,`); // the line before it, again
      duplicates += 1;
    } else if (n % 100 === 75) {
      lines.push(`Song ${n},Band ${n % 7},,,maybe`);
      bad += 1;
    } else {
      lines.push(`"Song ${n}, ""live""",Band ${n % 7},Am,"Notes with a comma, and 🎸",${n % 10 === 0 ? 'no' : 'yes'}`);
    }
  }
  return { csv: lines.join('\r\n'), bad, duplicates };
}

describe('CSV import and export', () => {
  it('previews 1,000 lines line by line, saves nothing, then imports the good ones in one go', async () => {
    const { client } = await signedInMusician(t);
    await client.post('/api/musicians/repertoire', { title: 'Song 1, "live"', artist: 'Band 1' });
    const { csv, bad, duplicates } = spreadsheet(1000);

    const preview = await client.post<ImportReport>('/api/musicians/repertoire/import/preview', { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ saved: false, errors: bad, duplicates: duplicates + 1 });
    expect(preview.body.added).toBe(1000 - bad - duplicates - 1);
    expect(preview.body.lines).toHaveLength(1000);
    const byLine = new Map(preview.body.lines.map((line) => [line.line, line]));
    expect(byLine.get(2)).toMatchObject({ outcome: 'duplicate', message: 'Already in your repertoire' });
    expect(byLine.get(51)).toMatchObject({ outcome: 'duplicate', message: 'The same song as line 50' });
    expect(byLine.get(76)).toMatchObject({ outcome: 'error', message: 'Open to requests must be yes or no' });
    expect(byLine.get(101)).toMatchObject({ outcome: 'error', message: repertoireMessages.titleRequired });
    expect(byLine.get(3)).toMatchObject({ outcome: 'added', title: 'Song 2, "live"', artist: 'Band 2' });
    expect((await client.get('/api/musicians/repertoire')).body.songs).toHaveLength(1);

    const imported = await client.post<ImportReport>('/api/musicians/repertoire/import', { csv });
    expect({ ...imported.body, saved: false }).toEqual(preview.body);
    expect(imported.body.saved).toBe(true);
    const songs = (await client.get('/api/musicians/repertoire')).body.songs as RepertoireSong[];
    expect(songs).toHaveLength(1 + preview.body.added);
    expect(songs.find((song) => song.title === 'Song 10, "live"')).toMatchObject({ is_open: 0, song_key: 'Am' });

    // Importing the same file again adds nothing.
    const again = await client.post<ImportReport>('/api/musicians/repertoire/import', { csv });
    expect(again.body.added).toBe(0);
  });

  it('reports a line with an unclosed quote as typed, and reads the lines after it', async () => {
    const { client } = await signedInMusician(t);
    const typo = 'Wonderwall,"Oasis 🎸 ' + 'x'.repeat(60);
    const csv = ['Title,Artist', typo, 'Hey Jude,The Beatles', '"Zombie",The Cranberries'].join('\r\n');
    const preview = await client.post<ImportReport>('/api/musicians/repertoire/import/preview', { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ added: 2, errors: 1, duplicates: 0 });
    expect(preview.body.lines).toEqual([
      { line: 2, title: '', artist: null, outcome: 'error', message: UNCLOSED_QUOTE, text: typo },
      {
        line: 3,
        title: 'Hey Jude',
        artist: 'The Beatles',
        outcome: 'added',
        message: null,
        text: 'Hey Jude,The Beatles',
      },
      {
        line: 4,
        title: 'Zombie',
        artist: 'The Cranberries',
        outcome: 'added',
        message: null,
        text: '"Zombie",The Cranberries',
      },
    ]);
    const imported = await client.post<ImportReport>('/api/musicians/repertoire/import', { csv });
    expect(imported.body.added).toBe(2);
    const titles = ((await client.get('/api/musicians/repertoire')).body.songs as RepertoireSong[]).map((s) => s.title);
    expect(titles.sort()).toEqual(['Hey Jude', 'Zombie']);
  });

  it('exports a CSV that imports back as the same list, and reads a file without a header', async () => {
    const { client } = await signedInMusician(t);
    await client.post('/api/musicians/repertoire/import', {
      csv: `=Formula Song,@handle,C,"Line one\nline two",no\n${LONG},Ça plane 🎸,,,\n`,
    });
    const exported = await client.get('/api/musicians/repertoire.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.headers.get('content-disposition')).toContain('attachment; filename="stagecall-repertoire.csv"');
    expect(exported.headers.get('cache-control')).toBe('private, no-store');
    expect(exported.text).toContain("'=Formula Song,'@handle,C,");

    const copy = await signedInMusician(t);
    const report = await copy.client.post<ImportReport>('/api/musicians/repertoire/import', { csv: exported.text });
    expect(report.body).toMatchObject({ added: 2, errors: 0, duplicates: 0 });
    const strip = (songs: RepertoireSong[]) =>
      songs.map(({ title, artist, song_key, notes, is_open }) => ({ title, artist, song_key, notes, is_open }));
    expect(strip((await copy.client.get('/api/musicians/repertoire')).body.songs)).toEqual(
      strip((await client.get('/api/musicians/repertoire')).body.songs),
    );
  });

  it('refuses an empty file, too many lines, and a repertoire past its size', async () => {
    const { client, m } = await signedInMusician(t);
    for (const csv of ['', '\r\n\r\n', 'Title,Artist\r\n']) {
      const res = await client.post('/api/musicians/repertoire/import/preview', { csv });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(repertoireMessages.emptyCsv);
      expect(res.body.code).toBe('csv_empty');
    }
    const tooMany = Array.from({ length: REPERTOIRE_LIMITS.importLines + 1 }, (_, n) => `S${n}`).join('\n');
    expect((await client.post('/api/musicians/repertoire/import', { csv: tooMany })).status).toBe(400);

    const at = new Date().toISOString();
    const rows = Array.from({ length: REPERTOIRE_LIMITS.songs - 1 }, (_, n) => ({
      musician_id: m.profileId,
      title: `Filler ${n}`,
      match_key: `filler ${n}|`,
      title_key: `filler ${n}`,
      created_at: at,
      updated_at: at,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.ctx.db
        .insertInto('repertoire_songs')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const report = await client.post<ImportReport>('/api/musicians/repertoire/import', {
      csv: 'One more\nAnd another',
    });
    expect(report.body.lines.map((line) => line.outcome)).toEqual(['added', 'error']);
    expect(report.body.lines[1]!.message).toBe(repertoireMessages.full);
    const full = await client.post('/api/musicians/repertoire', { title: 'Too many' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(repertoireMessages.full);
    expect(full.body.code).toBe('repertoire_full');
  });

  it('adds each song once when the same file is imported from many tabs at once', async () => {
    const { client } = await signedInMusician(t);
    const csv = Array.from({ length: 120 }, (_, n) => `Race ${n},Band`).join('\n');
    const reports = await Promise.all(
      Array.from({ length: 8 }, () => client.post<ImportReport>('/api/musicians/repertoire/import', { csv })),
    );
    expect(reports.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(reports.reduce((sum, r) => sum + r.body.added, 0)).toBe(120);
    expect((await client.get('/api/musicians/repertoire')).body.songs).toHaveLength(120);
  });
});

describe('repertoire-only shows and suggestions', () => {
  async function showWithRepertoire() {
    const show = await liveShow(t);
    await show.client.post('/api/musicians/repertoire/import', {
      csv: 'Title,Artist,Open\nWonderwall,Oasis,yes\nWonder Of You,Elvis Presley,yes\nWondering Star,Band,no\n',
    });
    return show;
  }
  const suggest = async (q: string, sessionId?: number) =>
    (await t.client().get(`/api/songs/search?q=${encodeURIComponent(q)}${sessionId ? `&session=${sessionId}` : ''}`))
      .body as { song_title: string; artist_name: string | null }[];

  it('cannot be switched on without open songs', async () => {
    const { client, session } = await liveShow(t);
    const res = await client.put(`/api/sessions/live/${session.id}/repertoire-only`, { repertoire_only: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(repertoireMessages.emptyRepertoireOnly);
    expect(res.body.code).toBe('repertoire_empty');
  });

  it('refuses titles not on the list, files the list’s spelling, and tells fans the show takes only those', async () => {
    const { client, session } = await showWithRepertoire();
    const on = await client.put(`/api/sessions/live/${session.id}/repertoire-only`, { repertoire_only: true });
    expect(on.status).toBe(200);
    expect(on.body.session.repertoire_only).toBe(1);
    const listed = (await t.client().get('/api/sessions/active')).body as { id: number; repertoire_only: boolean }[];
    expect(listed.find((show) => show.id === session.id)?.repertoire_only).toBe(true);

    const unknown = await fanRequest(t, session.id, { song_title: 'Freebird' });
    expect(unknown.status).toBe(409);
    expect(((await unknown.json()) as { error: string }).error).toBe(repertoireMessages.notInRepertoire);
    const closed = await fanRequest(t, session.id, { song_title: 'Wondering Star' });
    expect(closed.status).toBe(409);
    // A paid request for a title not on the list is refused before the fan pays.
    const paid = await fanRequest(t, session.id, { song_title: 'Freebird', tip_amount: 500 });
    expect(paid.status).toBe(409);

    const known = await fanRequest(t, session.id, { song_title: '  WONDERWALL ' }, { deviceId: newDeviceId() });
    expect(known.status).toBe(201);
    expect(((await known.json()) as { request: object }).request).toMatchObject({
      song_title: 'Wonderwall',
      artist_name: 'Oasis',
    });

    const off = await client.put(`/api/sessions/live/${session.id}/repertoire-only`, { repertoire_only: false });
    expect(off.body.session.repertoire_only).toBe(0);
    expect((await fanRequest(t, session.id, { song_title: 'Freebird' })).status).toBe(201);
  });

  it('tells the musician’s other devices and the fans’ live lists when the switch changes', async () => {
    const show = await showWithRepertoire();
    const queue = await show.queueStream();
    await queue.next('snapshot');
    const live = await openStream(`${t.url}/api/sessions/active/stream`);
    await live.next('snapshot');
    await show.client.put(`/api/sessions/live/${show.session.id}/repertoire-only`, { repertoire_only: true });
    expect((await queue.next('session.updated')).data).toEqual({
      id: show.session.id,
      status: 'active',
      paused_by: null,
      repertoire_only: 1,
    });
    expect((await live.next('session.updated')).data).toEqual({ id: show.session.id });
    queue.close();
    live.close();
  });

  it('suggests the musician’s open songs first, and only those at a repertoire-only show', async () => {
    const { client, session } = await showWithRepertoire();
    await createSong(t.ctx.db, { song_title: 'Wonderful Tonight', artist_name: 'Eric Clapton', is_curated: 1 });
    // Wonderwall is in the catalogue already (asked for above): vouched for, it is public.
    const wonderwall = await t.ctx.db
      .selectFrom('songs')
      .select('id')
      .where('title_key', '=', 'wonderwall')
      .executeTakeFirst();
    if (wonderwall)
      await t.ctx.db.updateTable('songs').set({ is_curated: 1 }).where('id', '=', wonderwall.id).execute();
    else await createSong(t.ctx.db, { song_title: 'Wonderwall', artist_name: 'Oasis', is_curated: 1 });

    const atShow = await suggest('wonder', session.id);
    expect(atShow.slice(0, 2)).toEqual([
      { song_title: 'Wonder Of You', artist_name: 'Elvis Presley' },
      { song_title: 'Wonderwall', artist_name: 'Oasis' },
    ]);
    expect(atShow.filter((song) => song.song_title === 'Wonderwall')).toHaveLength(1);
    expect(atShow.map((song) => song.song_title)).toContain('Wonderful Tonight');
    expect(atShow.map((song) => song.song_title)).not.toContain('Wondering Star');
    // Elsewhere, no musician's list is shown.
    expect((await suggest('wonder')).map((song) => song.song_title)).not.toContain('Wonder Of You');

    await client.put(`/api/sessions/live/${session.id}/repertoire-only`, { repertoire_only: true });
    expect((await suggest('wonder', session.id)).map((song) => song.song_title)).toEqual([
      'Wonder Of You',
      'Wonderwall',
    ]);
  });
});
