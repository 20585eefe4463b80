import path from 'node:path';

/**
 * Features meet only at their front doors (issue 15, docs/decisions/014-feature-boundaries.md).
 * - Web: src/web/features/<a> may import from another feature only its `api/` (queries and the
 *   mutations that own their cache updates) and its `components/` (what it offers to others).
 * - Server: src/server/features/<a> may import from another feature only its services
 *   (`service.ts`, `*-service.ts`), its access rules (`access.ts`, `require-*.ts`) and what it
 *   names as shared with others in `public.ts`, never its queries or routes.
 * Tests may reach anywhere.
 */
const webAllowed = (rest) => rest.startsWith('api/') || rest.startsWith('components/');
const serverAllowed = (rest) => {
  const file = rest.split('/').pop() ?? '';
  return (
    !rest.includes('/') &&
    (/^(service|access|public)\.ts$/.test(file) || /-service\.ts$/.test(file) || /^require-[\w-]+\.ts$/.test(file))
  );
};

function featureOf(file) {
  const match = /\/src\/(web|server)\/features\/([^/]+)\/(.*)$/.exec(file.split(path.sep).join('/'));
  return match ? { side: match[1], feature: match[2], rest: match[3] } : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A feature uses another only through its front door (api/, components/, services).' },
    schema: [],
    messages: {
      web: "'{{target}}' is inside the {{feature}} feature: use its api/ or components/ (or move the code to src/web/lib or src/shared).",
      server:
        "'{{target}}' is inside the {{feature}} feature: use its service, access rules or public.ts (or move the code to a shared module).",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from || /\.test\.tsx?$/.test(context.filename)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), source);
      const to = featureOf(/\.(tsx?|js)$/.test(resolved) ? resolved : `${resolved}.ts`);
      if (!to || to.side !== from.side || to.feature === from.feature) return;
      const rest = to.rest.replace(/\.tsx$/, '.ts');
      const allowed = to.side === 'web' ? webAllowed(rest) : serverAllowed(rest);
      if (!allowed) context.report({ node, messageId: to.side, data: { target: source, feature: to.feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
