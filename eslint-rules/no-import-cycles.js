import fs from 'node:fs';
import path from 'node:path';

/**
 * No module may import itself back through others. A cycle makes load order decide whether an
 * import is still undefined when first used, and ties features together that should only meet at
 * a front door. Only imports that exist at run time count: `import type` and `export type` are
 * erased by the compiler. Other files are read from disk (cached by modification time); the file
 * being linted is read as the editor has it.
 */
const IMPORT = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s*)?['"](\.{1,2}\/[^'"]*)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const cache = new Map();

function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

/** The files `file` imports at run time, with the specifier as written. */
function runtimeImports(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    if (match[2]) continue;
    const target = resolve(file, match[3]);
    if (target) found.push({ specifier: match[3], target });
  }
  return found;
}

function importsOnDisk(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.imports;
  const imports = runtimeImports(file, fs.readFileSync(file, 'utf8')).map((entry) => entry.target);
  cache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOnDisk(file)) {
      if (next === goal) {
        const chain = [goal];
        for (let at = file; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Modules import each other in one direction only: no import cycles.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need to a module of its own.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const reported = new Set();
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = node.source.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      // Imports whose every name is a type are erased too.
      if (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
      const target = resolve(file, specifier);
      if (!target || reported.has(target)) return;
      const chain = target === file ? [file, file] : pathBack(target, file);
      if (!chain) return;
      reported.add(target);
      const shown = [file, ...chain.slice(target === file ? 1 : 0)].map((f) => path.relative(root, f));
      context.report({ node, messageId: 'cycle', data: { chain: shown.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
