import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { completeProfile, signedInMusician, signedInNonMusician } from '../../../../test/musician-client';
import { MUSIC_STYLES } from '../../../shared/constants';
import { profileMessages } from '../../../shared/musicians';
import { photoMessages } from '../../media/profile-photos';
import type { TestClient } from '../../../../test/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileRow = (profileId: number) =>
  t.ctx.db.selectFrom('musician_profiles').selectAll().where('id', '=', profileId).executeTakeFirstOrThrow();

const mediaFile = (url: string, size: 'small' | 'medium' | 'large' = 'medium') =>
  path.join(t.ctx.config.mediaDir, url.replace(/^\/media\//, '').replace(/-medium\.webp$/, `-${size}.webp`));

const photoFiles = () => {
  const dir = path.join(t.ctx.config.mediaDir, 'photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

const fullBody = {
  stage_name: '  The Lanterns ',
  bio: ' Folk trio from Leeds ',
  instagram_handle: 'thelanterns',
  website_url: 'thelanterns.co.uk',
  music_styles: ['Folk', 'acoustic', 'Folk'],
  favorite_singers: [' Joni Mitchell ', 'joni mitchell', '', 'Nick Drake'],
  public_profile_enabled: false,
};

describe('GET /api/musicians/profile', () => {
  it("answers the signed-in musician's profile, settings, e-mail and what is missing", async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'New Act' });
    const res = await client.get('/api/musicians/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: m.profileId,
      stage_name: 'New Act',
      bio: null,
      instagram_handle: null,
      website_url: null,
      profile_photo_url: null,
      music_styles: [],
      favorite_singers: [],
      public_profile_enabled: true,
      show_upcoming_gigs: true,
      allow_direct_messages: true,
      email_new_requests: true,
      email_payment_received: true,
      email_gig_reminders: true,
      email_marketing: false,
      payment_email_digest: false,
      qr_code_id: m.qrCodeId,
      email: m.email,
      is_complete: false,
      missing: ['bio', 'music styles'],
    });
  });

  it('says a profile with a stage name, bio and a style is complete', async () => {
    const { client } = await signedInMusician(t, { profile: { ...completeProfile, favorite_singers: ['Adele'] } });
    const res = await client.get('/api/musicians/profile');
    expect(res.body).toMatchObject({
      bio: completeProfile.bio,
      music_styles: ['Acoustic'],
      favorite_singers: ['Adele'],
      is_complete: true,
      missing: [],
    });
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().get('/api/musicians/profile')).status).toBe(401);
    for (const kind of ['fan', 'admin'] as const) {
      const client = await signedInNonMusician(t, kind);
      expect((await client.get('/api/musicians/profile')).status).toBe(403);
    }
  });
});

describe('PUT /api/musicians/profile', () => {
  it('saves every field with the spec normalisation and answers like GET', async () => {
    const { m, client } = await signedInMusician(t);
    const res = await client.put('/api/musicians/profile', fullBody);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: m.profileId,
      stage_name: 'The Lanterns',
      bio: 'Folk trio from Leeds',
      instagram_handle: '@thelanterns',
      website_url: 'https://www.thelanterns.co.uk',
      music_styles: ['Folk', 'Acoustic'],
      favorite_singers: ['Joni Mitchell', 'Nick Drake'],
      public_profile_enabled: false,
      is_complete: true,
      missing: [],
      email: m.email,
    });
    expect((await client.get('/api/musicians/profile')).body).toEqual(res.body);
    const row = await profileRow(m.profileId);
    expect(row.music_styles).toBe('["Folk","Acoustic"]');
    expect(row.public_profile_enabled).toBe(0);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('The Lanterns');
  });

  it('normalises the handle and website as spec 1 §5 says', async () => {
    const { client } = await signedInMusician(t);
    const cases: Array<[string, string, string, string]> = [
      ['@already', 'www.example.com', '@already', 'https://www.example.com'],
      ['plain', 'http://example.com/band', '@plain', 'http://example.com/band'],
      ['x.y_z', 'https://example.org', '@x.y_z', 'https://example.org'],
    ];
    for (const [handle, website, savedHandle, savedWebsite] of cases) {
      const res = await client.put('/api/musicians/profile', {
        stage_name: 'Act',
        instagram_handle: handle,
        website_url: website,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ instagram_handle: savedHandle, website_url: savedWebsite });
    }
  });

  it('accepts all 22 music styles', async () => {
    const { client } = await signedInMusician(t);
    const res = await client.put('/api/musicians/profile', { stage_name: 'Act', music_styles: [...MUSIC_STYLES] });
    expect(res.status).toBe(200);
    expect(res.body.music_styles).toEqual([...MUSIC_STYLES]);
  });

  it('leaves absent fields as they are (a stage-name-only save)', async () => {
    const { m, client } = await signedInMusician(t, {
      profile: {
        ...completeProfile,
        instagram_handle: '@keep',
        website_url: 'https://keep.example',
        favorite_singers: ['Adele'],
      },
    });
    const res = await client.put('/api/musicians/profile', { stage_name: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      stage_name: 'Renamed',
      bio: completeProfile.bio,
      instagram_handle: '@keep',
      website_url: 'https://keep.example',
      music_styles: ['Acoustic'],
      favorite_singers: ['Adele'],
      public_profile_enabled: true,
      is_complete: true,
    });
    expect((await profileRow(m.profileId)).stage_name).toBe('Renamed');
  });

  it('keeps the stage name when it is left out, as its summary says', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Kept 🎻 Name', profile: completeProfile });
    const bio = `New bio ${'🎸'.repeat(10)} ${'Unbroken'.repeat(20)}`;
    const res = await client.put('/api/musicians/profile', { bio });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ stage_name: 'Kept 🎻 Name', bio, music_styles: completeProfile.music_styles });
    expect(await profileRow(m.profileId)).toMatchObject({ stage_name: 'Kept 🎻 Name', bio });
  });

  it('clears fields sent empty or null', async () => {
    const { client } = await signedInMusician(t, {
      profile: {
        ...completeProfile,
        instagram_handle: '@gone',
        website_url: 'https://gone.example',
        favorite_singers: ['Adele'],
      },
    });
    const res = await client.put('/api/musicians/profile', {
      stage_name: 'Act',
      bio: '   ',
      instagram_handle: null,
      website_url: '',
      music_styles: [],
      favorite_singers: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bio: null,
      instagram_handle: null,
      website_url: null,
      music_styles: [],
      favorite_singers: [],
      is_complete: false,
      missing: ['bio', 'music styles'],
    });
  });

  it('refuses bad input with a message a person can act on, and writes nothing', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Unchanged', profile: completeProfile });
    const before = await profileRow(m.profileId);
    const filesBefore = photoFiles();
    const cases: Array<[object, string]> = [
      [{ stage_name: '   ' }, profileMessages.stageNameRequired],
      [{ stage_name: null }, profileMessages.stageNameRequired],
      [{ stage_name: 'x'.repeat(81) }, profileMessages.stageNameTooLong],
      [{ stage_name: 'Act', music_styles: ['Rock', 'Polka'] }, '"Polka" is not one of the music styles'],
      [{ stage_name: 'Act', music_styles: 'Rock' }, 'Music styles must be a list of names'],
      [{ stage_name: 'Act', bio: 'x'.repeat(2001) }, profileMessages.bioTooLong],
      [
        { stage_name: 'Act', favorite_singers: Array.from({ length: 31 }, (_, i) => `Singer ${i}`) },
        profileMessages.tooManyInfluences,
      ],
      [{ stage_name: 'Act', favorite_singers: ['x'.repeat(81)] }, profileMessages.influenceTooLong],
      [{ stage_name: 'Act', website_url: 'not a url' }, profileMessages.websiteInvalid],
      [{ stage_name: 'Act', website_url: 'javascript:alert(1)' }, profileMessages.websiteInvalid],
      [{ stage_name: 'Act', instagram_handle: 'the lanterns' }, profileMessages.instagramInvalid],
      [{ stage_name: 'Act', public_profile_enabled: 'yes' }, profileMessages.publicProfileNotBoolean],
      [{ stage_name: 'Act', profile_photo_url: 'https://elsewhere.example/me.png' }, profileMessages.notAnImage],
      [{ stage_name: 'Act', profile_photo_url: 'data:text/plain;base64,aGVsbG8=' }, profileMessages.notAnImage],
      [{ stage_name: 'Act', profile_photo_url: 'data:image/png;base64,bm90IGFuIGltYWdl' }, profileMessages.notAnImage],
    ];
    for (const [body, message] of cases) {
      const res = await client.put('/api/musicians/profile', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const unknownKey = await client.put('/api/musicians/profile', { stage_name: 'Act', email: 'new@example.test' });
    expect(unknownKey.status).toBe(400);
    expect(await profileRow(m.profileId)).toEqual(before);
    expect(photoFiles()).toEqual(filesBefore);
  });

  it('changes only the signed-in musician', async () => {
    const { client } = await signedInMusician(t);
    const other = await signedInMusician(t, { stageName: 'Other Act' });
    await client.put('/api/musicians/profile', { stage_name: 'Mine', bio: 'mine' });
    expect((await profileRow(other.m.profileId)).stage_name).toBe('Other Act');
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().put('/api/musicians/profile', { stage_name: 'Nobody' })).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.put('/api/musicians/profile', { stage_name: 'Fan' })).status).toBe(403);
  });
});

/** POST /api/musicians/profile/photo as the web client sends it: multipart, the image in `photo`. */
async function uploadPhoto(
  client: TestClient,
  bytes: Buffer,
  options: { type?: string; field?: string } = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append(
    options.field ?? 'photo',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    'me.png',
  );
  const cookie = client.cookie('sc_session');
  const res = await fetch(`${t.url}/api/musicians/profile/photo`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie: `sc_session=${cookie}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/musicians/profile/photo', () => {
  it('stores an uploaded photo as three small WebP files behind a short /media/ URL', async () => {
    const { m, client } = await signedInMusician(t);
    const res = await uploadPhoto(client, await png());
    expect(res.status).toBe(200);
    const url: string = res.body.profile_photo_url;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{32}-medium\.webp$/);
    for (const size of ['small', 'medium', 'large'] as const) expect(fs.existsSync(mediaFile(url, size))).toBe(true);
    expect((await profileRow(m.profileId)).profile_photo_url).toBe(url);

    const served = await t.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Sending the current URL back (any later save of the form) keeps the photo.
    const again = await client.put('/api/musicians/profile', { stage_name: 'Act', bio: 'b', profile_photo_url: url });
    expect(again.status).toBe(200);
    expect(again.body.profile_photo_url).toBe(url);
    expect(fs.existsSync(mediaFile(url))).toBe(true);
  });

  it('turns an upload of nearly 5 MB into files of a few tens of KB', async () => {
    const width = 1290;
    const height = 1290;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i += 3) {
      const x = (i / 3) % width;
      const y = Math.floor(i / 3 / width);
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
    const big = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);

    const { client } = await signedInMusician(t);
    const res = await uploadPhoto(client, big);
    expect(res.status).toBe(200);
    const url: string = res.body.profile_photo_url;
    expect(url.length).toBeLessThan(80);
    for (const size of ['small', 'medium', 'large'] as const) {
      expect(fs.statSync(mediaFile(url, size)).size).toBeLessThan(100 * 1024);
    }
  });

  it('replaces a photo and deletes the old files; null removes it', async () => {
    const { m, client } = await signedInMusician(t);
    const first = (await uploadPhoto(client, await png())).body.profile_photo_url as string;
    const second = await uploadPhoto(client, await png(200, 500));
    expect(second.status).toBe(200);
    const secondUrl: string = second.body.profile_photo_url;
    expect(secondUrl).not.toBe(first);
    for (const size of ['small', 'medium', 'large'] as const) {
      expect(fs.existsSync(mediaFile(first, size))).toBe(false);
      expect(fs.existsSync(mediaFile(secondUrl, size))).toBe(true);
    }

    const removed = await client.put('/api/musicians/profile', { stage_name: 'Act', profile_photo_url: null });
    expect(removed.status).toBe(200);
    expect(removed.body.profile_photo_url).toBeNull();
    expect((await profileRow(m.profileId)).profile_photo_url).toBeNull();
    expect(fs.existsSync(mediaFile(secondUrl))).toBe(false);
  });

  it("refuses another musician's stored photo URL, and photos inside the JSON", async () => {
    const owner = await signedInMusician(t);
    const url = (await uploadPhoto(owner.client, await png())).body.profile_photo_url as string;
    const { m, client } = await signedInMusician(t);
    const res = await client.put('/api/musicians/profile', { stage_name: 'Thief', profile_photo_url: url });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(profileMessages.notAnImage);
    expect(res.body.code).toBe('not_an_image');
    const inline = await client.put('/api/musicians/profile', {
      stage_name: 'Inline',
      profile_photo_url: `data:image/png;base64,${(await png(20, 20)).toString('base64')}`,
    });
    expect(inline.status).toBe(400);
    expect((await profileRow(m.profileId)).profile_photo_url).toBeNull();
    expect(fs.existsSync(mediaFile(url))).toBe(true);
  });

  it('refuses an image over 5 MB, a non-image and a non-multipart body with the spec messages, storing nothing', async () => {
    const { m, client } = await signedInMusician(t);
    const before = photoFiles();
    const tooBig = await uploadPhoto(client, Buffer.alloc(5 * 1024 * 1024 + 1, 7));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe(profileMessages.imageTooLarge);
    expect(tooBig.body.code).toBe('image_too_large');
    const text = await uploadPhoto(client, Buffer.from('hello'), { type: 'text/plain' });
    expect(text.body).toEqual({ error: profileMessages.notAnImage, code: 'not_an_image' });
    const wrongField = await uploadPhoto(client, await png(), { field: 'avatar' });
    expect(wrongField.body).toEqual({ error: profileMessages.notAnImage, code: 'not_an_image' });
    const garbage = await uploadPhoto(client, Buffer.from('not really a png'));
    expect(garbage.body).toEqual({ error: profileMessages.imageUnreadable, code: 'bad_request' });
    const json = await client.post('/api/musicians/profile/photo', { photo: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe(profileMessages.photoNotMultipart);
    expect(photoFiles()).toEqual(before);
    expect((await profileRow(m.profileId)).profile_photo_url).toBeNull();
  });

  it('refuses a decompression bomb from its header', async () => {
    const { client } = await signedInMusician(t);
    const bomb = await sharp({ create: { width: 9000, height: 5500, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await uploadPhoto(client, bomb);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(photoMessages.tooManyPixels);
  });

  it('needs a signed-in musician, and limits each account to a few uploads per ten minutes', async () => {
    expect((await uploadPhoto(t.client(), await png())).status).toBe(401);
    const { client } = await signedInMusician(t);
    const other = await signedInMusician(t);
    const small = await png(40, 40);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await uploadPhoto(client, small)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const limited = await uploadPhoto(client, small);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: profileMessages.tooManyPhotoUploads, code: 'rate_limited' });
    // Another musician on the same network is not affected.
    expect((await uploadPhoto(other.client, small)).status).toBe(200);
  });
});
