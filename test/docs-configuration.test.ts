import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariableNames } from '../src/server/config';

/**
 * docs/configuration.md lists every environment variable src/server/config.ts reads, and nothing
 * else: the variables named in backticks in the first cell of its tables' rows.
 */
const page = path.resolve(import.meta.dirname, '../docs/configuration.md');

export function documentedVariables(markdown: string): string[] {
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!firstCell) continue;
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(match[1]!);
  }
  return names;
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables(fs.readFileSync(page, 'utf8'));

  it('documents every variable config.ts reads', () => {
    const missing = configVariableNames.filter((name) => !documented.includes(name));
    expect(
      missing,
      `src/server/config.ts reads ${missing.join(', ')}: add a row for each to a table in docs/configuration.md`,
    ).toEqual([]);
  });

  it('documents no variable config.ts does not read', () => {
    const unknown = documented.filter((name) => !configVariableNames.includes(name));
    expect(
      unknown,
      `docs/configuration.md documents ${unknown.join(', ')}, which src/server/config.ts does not read: remove the row, or move tooling variables to docs/development.md`,
    ).toEqual([]);
  });

  it('names each variable once', () => {
    const twice = documented.filter((name, index) => documented.indexOf(name) !== index);
    expect(twice, `docs/configuration.md names ${twice.join(', ')} in more than one row`).toEqual([]);
  });

  it('reads variable names from the first cell of table rows only', () => {
    const sample = [
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      '| `ONE`, `TWO` | `3` | see `NOT_THIS` |',
      'Prose naming `NOR_THIS`.',
    ].join('\n');
    expect(documentedVariables(sample)).toEqual(['ONE', 'TWO']);
  });
});
