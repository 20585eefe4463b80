import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A page's route module (src/web/router.tsx) and the API reads it starts with, for one URL. */
interface PageLoad {
  pattern: RegExp;
  module: string;
  data: (match: RegExpExecArray, query: URLSearchParams) => string[];
  /** A build-time render of the page's first screen to send instead of index.html (vite.config.ts). */
  shell?: string;
}

const musician = (qr: string | null) => (qr ? [`/api/musicians/${encodeURIComponent(qr)}`] : []);
const segment = (match: RegExpExecArray) => {
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
};

/**
 * The fan pages. Each module is the one the router loads lazily; each data path is the
 * exact URL the page's first query asks for (the browser pairs a preload with a fetch by URL).
 */
const pages: readonly PageLoad[] = [
  {
    pattern: /^\/$/,
    module: 'src/web/features/landing/landing-page.tsx',
    data: () => ['/api/sessions/active', '/api/auth/session'],
    shell: 'home.html',
  },
  {
    pattern: /^\/request\/?$/,
    module: 'src/web/features/requests/request-page.tsx',
    data: (_match, query) => ['/api/sessions/active', ...musician(query.get('qr'))],
  },
  {
    pattern: /^\/artist\/([^/]+)\/?$/,
    module: 'src/web/features/artist/artist-page.tsx',
    data: (match) => [...musician(segment(match)), '/api/auth/session'],
  },
  {
    pattern: /^\/future-events\/?$/,
    module: 'src/web/features/events/future-events-page.tsx',
    data: () => [],
  },
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every chunk a module needs before it runs: itself and its static imports, once each. */
function chunkFiles(manifest: Manifest, key: string, skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || skip.has(name)) return;
    const chunk = manifest[name];
    if (!chunk) return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((name) => `/${manifest[name]!.file}`).filter((file) => file.endsWith('.js'));
}

/**
 * The HTML of a fan page (null for any other page, which gets index.html as it is).
 * - Its chunks and first API reads are named in the head (`modulepreload`, `preload`). Without
 *   them the browser learns the route's chunk only after the entry script has downloaded and run,
 *   and its data only after that chunk has: three round trips in a row on a fan's phone.
 * - The stylesheet, the one thing that blocks the first paint, is written into the page, so it
 *   does not share the phone's bandwidth with those downloads (CSP allows inline styles already:
 *   React sets style attributes).
 * - Where the build rendered the page's first screen (home.html), that is the page.
 * Chunks come from the build's manifest; without one (tests serving a hand-made index.html)
 * nothing changes.
 */
export function createFanPages(distDir: string): (url: string) => string | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // The entry and its imports are named in index.html already.
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const inIndex = new Set(entry ? [entry, ...(manifest[entry]!.imports ?? [])] : []);
  const readPage = (file: string) => inlineStylesheet(distDir, fs.readFileSync(path.join(distDir, file), 'utf8'));
  const index = readPage('index.html');
  const heads = new Map(
    pages.map((page) => {
      const shell = page.shell && fs.existsSync(path.join(distDir, page.shell)) ? readPage(page.shell) : index;
      const chunks = chunkFiles(manifest, page.module, inIndex)
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      return [page, { shell, chunks }];
    }),
  );

  return (url) => {
    const [urlPath = '/', search = ''] = url.split('?', 2);
    for (const page of pages) {
      const match = page.pattern.exec(urlPath);
      if (!match) continue;
      const { shell, chunks } = heads.get(page)!;
      // crossorigin (anonymous) is what a same-origin fetch() with its default credentials asks for.
      const data = page
        .data(match, new URLSearchParams(search))
        .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`)
        .join('');
      return shell.replace('</head>', `${chunks}${data}</head>`);
    }
    return null;
  };
}

function inlineStylesheet(distDir: string, html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/, (link, file: string) => {
    const css = fs.readFileSync(path.join(distDir, file), 'utf8');
    return css.includes('</') ? link : `<style>${css}</style>`;
  });
}
