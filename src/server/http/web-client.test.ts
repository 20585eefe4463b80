import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { rawGet } from '../../../test/raw-get';
import { createMusician } from '../../../test/factories';
import { isPagePath, pagePaths } from '../../shared/page-paths';

const indexHtml = `<!doctype html><html><head><title>Stagecall</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const appJs = `export const message = ${JSON.stringify('a bundle '.repeat(500))};`;

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(distDir, 'index.html.br'), zlib.brotliCompressSync(indexHtml));
  const asset = path.join(distDir, 'assets', 'app-AbC123.js');
  fs.writeFileSync(asset, appJs);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(appJs));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(appJs));
  t = await startTestApp({ distDir, env: { PUBLIC_URL: 'https://stagecall.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends a built asset pre-compressed with Brotli, or gzip, as the browser accepts', async () => {
    const br = await rawGet(t.url, '/assets/app-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(appJs);

    const gz = await rawGet(t.url, '/assets/app-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(appJs);

    const plain = await rawGet(t.url, '/assets/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(appJs);
  });

  it('sends the pre-compressed HTML page and compresses API answers and the sitemap on the fly', async () => {
    const page = await rawGet(t.url, '/future-events', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe(indexHtml);

    const json = await rawGet(t.url, '/api/openapi.json', { 'accept-encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(json.body).toString())).toHaveProperty('openapi');

    for (let i = 0; i < 12; i++) await createMusician(t.ctx.db, { stageName: `Compressed Artist ${i}` });
    const xml = await rawGet(t.url, '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(xml.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(xml.body).toString()).toContain('<urlset');
  });
});

describe('missing files and unknown paths', () => {
  it('an old bundle after a deploy is a 404, not the web page', async () => {
    const res = await rawGet(t.url, '/assets/landing-page-OLDHASH.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.toString()).not.toContain('<html');
  });

  it('a missing file outside /assets is a 404 too', async () => {
    for (const file of ['/favicon.ico', '/wp-login.php', '/apple-touch-icon.png']) {
      const res = await rawGet(t.url, file);
      expect(res.status, file).toBe(404);
    }
  });

  it('an unknown page path is a 404 that still carries the app (it shows Page not found)', async () => {
    const res = await rawGet(t.url, '/this/page/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.toString()).toBe(indexHtml);
  });

  it('every page of the app answers 200 with the HTML', async () => {
    for (const page of ['/', '/request?qr=abc', '/future-events', '/artist/abc', '/live/12', '/dashboard', '/demo/']) {
      const res = await rawGet(t.url, page);
      expect(res.status, page).toBe(200);
      expect(res.body.toString(), page).toBe(indexHtml);
    }
  });
});

describe('HTTP caching', () => {
  it('hashed assets are immutable for a year', async () => {
    const res = await rawGet(t.url, '/assets/app-AbC123.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the HTML is revalidated on each visit and a repeat visit is a 304', async () => {
    const first = await rawGet(t.url, '/request?qr=abc', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await rawGet(t.url, '/request?qr=abc', { 'accept-encoding': 'br', 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt lets crawlers in, keeps them out of private pages and names the sitemap', async () => {
    const res = await rawGet(t.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body.toString();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /dashboard\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Sitemap: https://stagecall.example/sitemap.xml\n');
  });

  it('the sitemap lists the home page, future events and public artist pages only', async () => {
    const shown = await createMusician(t.ctx.db, { stageName: 'Sitemap Public' });
    const hidden = await createMusician(t.ctx.db, {
      stageName: 'Sitemap Private',
      profile: { public_profile_enabled: false },
    });
    const inactive = await createMusician(t.ctx.db, { stageName: 'Sitemap Inactive', isActive: false });
    const res = await rawGet(t.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body.toString();
    expect(xml).toContain('<loc>https://stagecall.example/</loc>');
    expect(xml).toContain('<loc>https://stagecall.example/future-events</loc>');
    expect(xml).toContain(`<loc>https://stagecall.example/artist/${shown.qrCodeId}</loc>`);
    expect(xml).not.toContain(hidden.qrCodeId);
    expect(xml).not.toContain(inactive.qrCodeId);
  });
});

describe('page paths', () => {
  it('are the routes of the web router', () => {
    const routerSource = fs.readFileSync(path.join(__dirname, '../../web/router.tsx'), 'utf8');
    const routes = [...routerSource.matchAll(/path="([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...routes].sort()).toEqual([...pagePaths].sort());
  });

  it('match with parameters and a trailing slash, and nothing else', () => {
    expect(isPagePath('/artist/abc')).toBe(true);
    expect(isPagePath('/settings/')).toBe(true);
    expect(isPagePath('/artist')).toBe(false);
    expect(isPagePath('/artist/abc/more')).toBe(false);
    expect(isPagePath('/live/')).toBe(false);
  });
});
