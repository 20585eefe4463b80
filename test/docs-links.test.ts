import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every link in README.md and docs/ leads somewhere: the file (or folder) exists in the repository
 * and, for a `#fragment`, the page has that heading (GitHub's anchors). Links to the web are not
 * followed; links out of the repository are refused (the docs must stand on their own).
 */
const root = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** The text outside fenced blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const reference = [...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!);
  return [...inline, ...reference];
}

/** GitHub's anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const pages = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

describe('links in README.md and docs/', () => {
  it.each(pages.map((file) => [path.relative(root, file), file]))('%s: every link resolves', (_name, file) => {
    const broken: string[] = [];
    for (const target of linkTargets(fs.readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [filePart, fragment] = target.split('#') as [string, string | undefined];
      const resolved = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart)) : file;
      if (path.relative(root, resolved).startsWith('..')) {
        broken.push(`${target} (outside the repository)`);
        continue;
      }
      if (!fs.existsSync(resolved)) {
        broken.push(`${target} (no such file)`);
        continue;
      }
      if (fragment && resolved.endsWith('.md') && !headingAnchors(fs.readFileSync(resolved, 'utf8')).has(fragment)) {
        broken.push(`${target} (no heading #${fragment})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no page points at the design notes outside the repository', () => {
    const pointing = pages.filter((file) => /shared\/DESIGN\.md/.test(fs.readFileSync(file, 'utf8')));
    expect(pointing.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('finds links and anchors as GitHub does', () => {
    const sample = [
      '# Deployment',
      '## The container image',
      '## Backups, and restores',
      '## Backups, and restores',
      'See [the image](deployment.md#the-container-image) and [ref][1], not `[code](x.md)`.',
      '```',
      '[fenced](y.md)',
      '```',
      '[1]: other.md',
    ].join('\n');
    expect(linkTargets(sample)).toEqual(['deployment.md#the-container-image', 'other.md']);
    expect([...headingAnchors(sample)]).toEqual([
      'deployment',
      'the-container-image',
      'backups-and-restores',
      'backups-and-restores-1',
    ]);
  });
});
