// Compares two .heapsnapshot files by constructor (node type and name): count and self size.
// node bench/heap-diff.mjs before.heapsnapshot after.heapsnapshot [rows]
import fs from 'node:fs';

function summarize(file) {
  const { snapshot, nodes, strings } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const width = fields.length;
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const by = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const t = types[nodes[i + type]];
    const key = t === 'object' || t === 'closure' || t === 'native' ? `${t}:${strings[nodes[i + name]]}` : `(${t})`;
    const entry = by.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += nodes[i + size];
    total += nodes[i + size];
    by.set(key, entry);
  }
  return { by, total };
}

const [a, b, rows = '25'] = process.argv.slice(2);
const before = summarize(a);
const after = summarize(b);
console.log(`total self size: ${(before.total / 1e6).toFixed(1)} MB -> ${(after.total / 1e6).toFixed(1)} MB`);
const keys = new Set([...before.by.keys(), ...after.by.keys()]);
const diff = [...keys].map((key) => {
  const x = before.by.get(key) ?? { count: 0, size: 0 };
  const y = after.by.get(key) ?? { count: 0, size: 0 };
  return { key, count: y.count - x.count, size: y.size - x.size };
});
diff.sort((p, q) => Math.abs(q.size) - Math.abs(p.size));
for (const d of diff.slice(0, Number(rows)))
  console.log(`${(d.size / 1e3).toFixed(0).padStart(9)} kB ${String(d.count).padStart(8)}  ${d.key.slice(0, 100)}`);
