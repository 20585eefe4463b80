import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces of the compiled server (dist-server/, one bundle with its .map beside it) in the
 * TypeScript sources' files and lines, worked out only when a stack is printed. Production runs
 * without `--enable-source-maps`: with it, V8 maps every stack any code asks for (libraries read
 * `.stack` on paths that print nothing), which cost about 1 % of a trivial request. A bundle's map
 * is read on the first stack that names it (once, a few hundred milliseconds) and kept.
 */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as never);
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

/** `    at name (/abs/file.js:12:34)` or `    at /abs/file.js:12:34` (also with file:// URLs). */
const FRAME = /^(\s+at (?:.*? \()?)((?:file:\/\/)?\/[^():]+\.[cm]?js):(\d+):(\d+)(\)?)$/;

export function sourceMappedStack(stack: string): string {
  // Already mapped when the process runs with --enable-source-maps (or tsx's own maps).
  if ((process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled) return stack;
  return stack
    .split('\n')
    .map((line) => {
      const frame = FRAME.exec(line);
      if (!frame) return line;
      const [, before, location, lineNumber, column, after] = frame as unknown as string[];
      const file = location!.startsWith('file://') ? fileURLToPath(location!) : location!;
      const map = file.includes(`${path.sep}node_modules${path.sep}`) ? null : mapOf(file);
      const entry = map?.findEntry(Number(lineNumber) - 1, Number(column) - 1) as
        { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
      if (!entry?.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return line;
      const source = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      return `${before}${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}${after}`;
    })
    .join('\n');
}
