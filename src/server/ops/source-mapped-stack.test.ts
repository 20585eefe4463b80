import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sourceMappedStack } from './source-mapped-stack';

describe('stacks of the compiled server', () => {
  it('are printed in the TypeScript sources’ files and lines, from the map beside the bundle', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-stack-'));
    try {
      const source = path.join(dir, 'thrower.ts');
      fs.writeFileSync(
        source,
        [
          '// line 1',
          'export function deep(n: number): string {',
          '  if (n === 0) return new Error(`🎸 ${n}`).stack ?? "";',
          '  return deep(n - 1);',
          '}',
          'console.log(deep(2));',
          '',
        ].join('\n'),
      );
      const bundle = path.join(dir, 'out', 'main.js');
      await build({
        entryPoints: [source],
        outfile: bundle,
        bundle: true,
        platform: 'node',
        format: 'esm',
        sourcemap: true,
        logLevel: 'silent',
      });
      // Run as production runs it: plain node, no --enable-source-maps.
      const stack = execFileSync(process.execPath, [bundle], { encoding: 'utf8' });
      expect(stack).toContain(`${bundle}:`);
      const mapped = sourceMappedStack(stack);
      expect(mapped).toContain(`${source}:3:`);
      expect(mapped).toContain(`${source}:4:`);
      expect(mapped).not.toContain(bundle);
      expect(mapped.split('\n')[0]).toBe('Error: 🎸 0');
      // A frame outside any bundle is left as it was.
      expect(sourceMappedStack('Error: x\n    at f (/nowhere/file.js:1:2)')).toBe(
        'Error: x\n    at f (/nowhere/file.js:1:2)',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
