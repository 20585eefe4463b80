import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What `npm ci` installs, read from package.json and the lockfile: which install scripts may run,
 * that every declared package is used, and that `engines` says what really runs.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface LockedPackage {
  version?: string;
  name?: string;
  dev?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string };
}
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };

/** The registry name of an installed package (an alias such as better-sqlite3-napi names its real one). */
const installed = Object.entries(lock.packages)
  .filter(([where]) => where.startsWith('node_modules/'))
  .map(([where, pkg]) => ({ where: where.slice(where.lastIndexOf('node_modules/') + 13), ...pkg }))
  .map((pkg) => ({ ...pkg, registryName: pkg.name ?? pkg.where }));

/** Declared but never imported by name: each is run as a command or needed as a peer. */
const usedWithoutImport: Record<string, string> = {
  '@redocly/cli': 'scripts/lint-openapi.ts runs its command',
  '@testing-library/dom': "@testing-library/react's peer dependency",
  prettier: 'npm run format and format:check',
  typescript: 'npm run typecheck (tsc), and the peer of typescript-eslint and openapi-typescript',
};

/**
 * Runtime packages whose `engines` leave out Node 20.19, which package.json still supports: only
 * the driver loaded on 22+ (npm ci prints its one EBADENGINE warning on Node 20). cookie 2 and
 * content-disposition 3 asked for Node 22 for no API they use: package.json's overrides hold
 * @fastify/cookie and light-my-request on cookie 1.1 and @fastify/static on content-disposition 2,
 * the same functions on Node 18+ (decision 012).
 */
const olderNodeExceptions: Record<string, string> = {
  'better-sqlite3-napi': 'loaded only on Node 22+ (src/server/db/sqlite-driver.ts, decision 012)',
};

function sourcesText(): string {
  const skip = new Set(['node_modules', 'dist', 'dist-server', 'data', 'reports', 'test-results', '.git']);
  const texts: string[] = [JSON.stringify(manifest.scripts)];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(file);
      } else if (/\.(m?[jt]sx?|css|html)$/.test(entry.name)) {
        texts.push(fs.readFileSync(file, 'utf8'));
      }
    }
  };
  walk(root);
  return texts.join('\n');
}

describe('install hygiene', () => {
  it('names in allowScripts exactly the packages whose install scripts run', () => {
    const withScripts = new Set(installed.filter((pkg) => pkg.hasInstallScript).map((pkg) => pkg.registryName));
    const allowed = new Set(Object.keys(manifest.allowScripts ?? {}));
    expect([...withScripts].filter((name) => !allowed.has(name))).toEqual([]);
    expect([...allowed].filter((name) => !withScripts.has(name))).toEqual([]);
  });

  it('uses every package it declares', () => {
    const text = sourcesText();
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    const unused = declared.filter((name) => {
      if (name.startsWith('@types/') || name in usedWithoutImport) return false;
      const quoted = new RegExp(`['"\`]${name.replace(/[/.]/g, (c) => `\\${c}`)}(/[^'"\`]*)?['"\`]`);
      return !quoted.test(text);
    });
    expect(unused).toEqual([]);
    expect(Object.keys(usedWithoutImport).filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('says in engines what runs: runtime packages that need a newer Node are known exceptions', () => {
    expect(manifest.engines.node).toBe('>=20.19');
    const needNewer = installed
      .filter((pkg) => !pkg.dev && !pkg.optional && pkg.engines?.node)
      .filter((pkg) => !acceptsNode20(pkg.engines!.node!))
      .map((pkg) => pkg.where);
    expect(needNewer.sort()).toEqual(Object.keys(olderNodeExceptions).sort());
  });
});

/** Whether a package's `engines.node` range admits Node 20.19 (the forms the lockfile holds). */
function acceptsNode20(range: string): boolean {
  return range.split('||').some((part) => {
    const clause = part.trim();
    const floor = /^>=\s*v?(\d+)(?:\.(\d+))?/.exec(clause);
    if (floor) return Number(floor[1]) < 20 || (Number(floor[1]) === 20 && Number(floor[2] ?? 0) <= 19);
    const major = /^[\^~]?v?(\d+)(?:\.x)?(?:\.(\d+))?/.exec(clause);
    if (major) return Number(major[1]) === 20 && Number(major[2] ?? 0) <= 19;
    return clause === '*' || clause === '';
  });
}
