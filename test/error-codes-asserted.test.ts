import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, type ErrorCode } from '../src/shared/error-codes';

/**
 * Every error code is produced and asserted by some test (decision 028). Checked statically: a
 * code counts as asserted when a test or journey names it in quotes. That is enough together with
 * the runtime check in test/app.ts: a test that asserts a code on a route passes only if the route
 * answered it, and a route answering a code its operation does not list fails its file. A run-time
 * collector across the whole suite would only be right on a full run (vitest runs files in separate
 * workers, and a single file's run would report every other code as never produced); this one holds
 * whichever files run.
 *
 * `notYetAsserted` is a ratchet: codes no test names yet, each with what would produce it. It may
 * only shrink: a code named by a test must leave it, and a new code must come with its test.
 */
const notYetAsserted: Partial<Record<ErrorCode, string>> = {};

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'dist-server', 'data', 'reports', 'test-results', '.git']);
const self = path.join(root, 'test', 'error-codes-asserted.test.ts');

function testSources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(file);
      } else if (/\.(test|spec)\.tsx?$/.test(entry.name) && file !== self) {
        texts.push(fs.readFileSync(file, 'utf8'));
      }
    }
  };
  walk(root);
  return texts.join('\n');
}

describe('error codes', () => {
  it('are each asserted by a test, except the listed few, and the list holds only unasserted codes', () => {
    const sources = testSources();
    const named = (code: string) => new RegExp(`['"\`]${code}['"\`]`).test(sources);
    const unasserted = errorCodes.filter((code) => !named(code));
    expect(unasserted.filter((code) => !(code in notYetAsserted))).toEqual([]);
    expect(Object.keys(notYetAsserted).filter((code) => named(code))).toEqual([]);
    expect(Object.keys(notYetAsserted).filter((code) => !errorCodes.includes(code as ErrorCode))).toEqual([]);
  });
});
