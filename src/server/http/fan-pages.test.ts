import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { rawGet } from '../../../test/raw-get';

const css = '.text-ink{color:#fff}';
const head = '<link rel="stylesheet" crossorigin href="/assets/index-Css1.css"></head>';
const indexHtml = `<!doctype html><html><head><title>Stagecall</title>${head}<body><div id="root">Loading…</div></body></html>`;
const homeHtml = `<!doctype html><html><head><title>Stagecall</title>${head}<body><div id="root"><h1>Request a song from the stage</h1></div></body></html>`;
// A build manifest as Vite writes it: the entry, its shared chunk, and the lazy route chunks.
const manifest = {
  'src/web/main.tsx': { file: 'assets/index-Entry1.js', isEntry: true, imports: ['_jsx-runtime.js'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-Jsx1.js' },
  '_button.js': { file: 'assets/button-Btn1.js', imports: ['_jsx-runtime.js'] },
  'src/web/features/landing/landing-page.tsx': { file: 'assets/landing-page-Land1.js', imports: ['_button.js'] },
  'src/web/features/requests/request-page.tsx': { file: 'assets/request-page-Req1.js', imports: ['_button.js'] },
  'src/web/features/artist/artist-page.tsx': { file: 'assets/artist-page-Art1.js' },
  'src/web/features/events/future-events-page.tsx': { file: 'assets/future-events-page-Fut1.js' },
};

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-fan-pages-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(distDir, 'home.html'), homeHtml);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-Css1.css'), css);
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await startTestApp({ distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const page = async (urlPath: string) => (await rawGet(t.url, urlPath)).body.toString();

describe('fan pages', () => {
  it('the home page is the build-time render of its first screen, with the stylesheet inside', async () => {
    const html = await page('/');
    expect(html).toContain('<h1>Request a song from the stage</h1>');
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("names the route's chunks and first API reads in the head, not what index.html loads already", async () => {
    const html = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-Land1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/button-Btn1.js">');
    expect(head).not.toContain('jsx-runtime-Jsx1.js');
    expect(head).not.toContain('request-page');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/sessions/active">');
  });

  it("preloads the scanned musician's data by the exact URL the page asks for, escaped", async () => {
    const request = await page('/request?qr=Ab%20c%22d');
    expect(request).toContain('href="/assets/request-page-Req1.js"');
    expect(request).toContain('<link rel="preload" as="fetch" crossorigin href="/api/musicians/Ab%20c%22d">');
    expect(request).toContain('<div id="root">Loading…</div>');

    const artist = await page('/artist/Ab%20c');
    expect(artist).toContain('href="/api/musicians/Ab%20c"');
    expect(await page('/request')).not.toContain('/api/musicians/');
  });

  it('other pages get index.html as built, with its stylesheet link', async () => {
    for (const urlPath of ['/dashboard', '/demo', '/this/is/not/a/page']) {
      expect(await page(urlPath), urlPath).toBe(indexHtml);
    }
  });

  it('is compressed as the browser accepts, revalidated, and a repeat visit is a 304', async () => {
    const br = await rawGet(t.url, '/?from=qr', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('landing-page-Land1.js');
    const gzip = await rawGet(t.url, '/', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('landing-page-Land1.js');

    const etag = br.headers.etag ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await rawGet(t.url, '/?from=qr', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
