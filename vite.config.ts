import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

// The API server the dev proxy talks to (scripts/dev.ts starts it on PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

// changeOrigin stays false: the server refuses state-changing requests whose Origin differs from
// its Host, and the browser's Origin is the Vite dev server's, so the Host must pass through as is.
const proxyToApi = { target: apiTarget, changeOrigin: false };

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes name.br (Brotli, best quality) and name.gz beside every text file of the build, so the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stagecall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, entry);
        if (!compressible.test(file) || !fs.statSync(file).isFile()) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * Writes dist/home.html: index.html with the home page's first screen rendered into #root
 * (src/web/prerender.tsx). The server sends it for `/` (src/server/http/fan-pages.ts).
 */
function prerenderHome(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stagecall-prerender-home',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport('./src/web/prerender.tsx', import.meta.url)) as {
        renderHomeShell: () => string;
      };
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const root = /<div id="root">[\s\S]*<\/div>(\s*)<\/body>/;
      if (!root.test(index)) throw new Error('index.html: no <div id="root"> before </body> to prerender into');
      const home = index.replace(
        root,
        (_all, space: string) => `<div id="root">${module.renderHomeShell()}</div>${space}</body>`,
      );
      fs.writeFileSync(path.join(outDir, 'home.html'), home);
    },
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Writes into dist/sw.js the files a fan needs to send a request and follow it
 * (docs/decisions/021-fan-page-offline.md): the entry and the request page with every part they
 * load later (the payment step, 'Request Sent!', 'Your requests'…), and their stylesheets. The
 * entry's own lazy pages (the router's) are not followed: the musician's and admin's pages stay out.
 */
function precacheFanPath(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stagecall-precache-fan-path',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Synchronous, and before precompress(): sw.js is compressed with its list in it.
    closeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      if (!entry) throw new Error('The build manifest has no entry chunk.');
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (seen.has(key) || !chunk) return;
        seen.add(key);
        files.add(`/${chunk.file}`);
        for (const css of chunk.css ?? []) files.add(`/${css}`);
        for (const imported of chunk.imports ?? []) visit(imported);
        if (key !== entry) for (const imported of chunk.dynamicImports ?? []) visit(imported);
      };
      visit(entry);
      visit('src/web/features/requests/request-page.tsx');
      const fanFiles = [...files].sort();
      // The stage app's files (decision 024): the dashboard and the live manager with their parts.
      files.clear();
      seen.clear();
      visit(entry);
      visit('src/web/features/musicians/dashboard-page.tsx');
      visit('src/web/features/live/live-manager-page.tsx');
      const stageFiles = [...files].sort();
      const worker = path.join(outDir, 'sw.js');
      let source = fs.readFileSync(worker, 'utf8');
      for (const [list, names] of [
        ['const PRECACHE = [];', fanFiles],
        ['const STAGE_PRECACHE = [];', stageFiles],
      ] as const) {
        if (!source.includes(list)) throw new Error(`public/sw.js: no "${list}" line to fill`);
        source = source.replace(list, `const ${list.slice(6, list.indexOf(' ='))} = ${JSON.stringify(names)};`);
      }
      fs.writeFileSync(worker, source);
    },
  };
}

/** Lazy pages outside the fan path (src/web/router.tsx). */
const WORKSPACE_PAGE_CHUNK =
  /assets\/(dashboard-page|settings-page|live-manager-page|admin-area|admin-login-page|qr-page|repertoire-page|checkout-page|demo-page|auth-callback-page|unsubscribe-page|maintenance-page|show-summary-page|setlists-page|setlist-editor-page|setlist-print-page|band-page|join-page|statement-page|invoice-page|forgot-password-page|reset-password-page)-/;

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderHome(), precacheFanPath(), precompress()],
  // Keep the server's output visible when both run in one terminal (scripts/dev.ts).
  clearScreen: false,
  build: {
    outDir: 'dist',
    // The server gives files under /assets/ a one-year immutable cache: names must carry a hash.
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/bundle-budget.ts reads each page's chunks from it.
    manifest: true,
    // Every browser we serve supports <link rel=modulepreload> (Safari since 17): the polyfill would
    // cost each fan's first load about half a kilobyte for nothing.
    modulePreload: {
      polyfill: false,
      // The entry names every file each lazy page needs, so a navigation fetches them at once: 92
      // hashed names, a kilobyte of the fan's first download that compression cannot shrink. The
      // fan pages keep theirs; the musician's and the admin's pages fetch their own imports once
      // their chunk arrives (one round trip more, on a connection that already has the app).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && WORKSPACE_PAGE_CHUNK.test(file) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // The small modules every fan page shares (the JSX runtime, the icon base and four icons,
        // the skeleton, badge, avatar and format helpers) were each a chunk of a few hundred
        // bytes: an import line and a preload name per file that compression cannot shrink. One
        // chunk of them took 1.8 KB off /request and 2.2 KB off / (bench/README.md, issue 16).
        codeSplitting: {
          groups: [
            {
              name: 'fan-common',
              test: /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|icons[\\/](map-pin|send|clock|radio))|src[\\/]web[\\/](lib[\\/](expect-array|format)\.ts|components[\\/](skeleton|detail-row|live-badge|artist-avatar|empty-state|when-visible)|features[\\/]live[\\/]components[\\/]live-show-details)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': proxyToApi, '/media': proxyToApi },
  },
  preview: {
    proxy: { '/api': proxyToApi, '/media': proxyToApi },
  },
});
