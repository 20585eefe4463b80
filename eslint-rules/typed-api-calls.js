/**
 * The web calls the API only through its typed client (src/web/lib/api-client.ts: `api.GET`,
 * `api.POST`, `api.PUT`, `api.DELETE`, typed by the OpenAPI document; docs/decisions/029). Refused:
 * - `fetch('/api/…')` (or `window.fetch`, `globalThis.fetch`) with a literal or template URL:
 *   nothing would check its path, body or answer against the document;
 * - an untyped `api.get/post/put/delete`, whose answer type would be whatever the caller says (the
 *   client has none now; the rule keeps them from coming back).
 * The client module itself is where fetch is allowed; eslint.config.js says which files the rule
 * covers.
 */
const UNTYPED = new Set(['get', 'post', 'put', 'delete']);

/** The URL an argument starts with, when it is written out (a string or a template's first part). */
function leadingText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? null;
  return null;
}

function isFetch(callee) {
  if (callee.type === 'Identifier') return callee.name === 'fetch';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.name === 'fetch' &&
    callee.object.type === 'Identifier' &&
    ['window', 'globalThis', 'self'].includes(callee.object.name)
  );
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Web API calls go through the typed client generated from the OpenAPI document.' },
    schema: [],
    messages: {
      fetch:
        "Call the API through the typed client (api.GET/POST/PUT/DELETE from lib/api-client), not fetch('{{url}}'): it checks the path, body and answer against the OpenAPI document.",
      untyped:
        "api.{{method}}() is untyped: use api.{{typed}}('/api/…', { path, query, body }) so the OpenAPI document types the call.",
    },
  },
  create(context) {
    /** Local names bound to the client's `api` export in this file. */
    const clients = new Set();
    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !/(^|\/)api-client$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'api') {
            clients.add(specifier.local.name);
          }
        }
      },
      CallExpression(node) {
        if (!isFetch(node.callee)) return;
        const url = leadingText(node.arguments[0]);
        if (url !== null && /^\/api(\/|$|\?)/.test(url)) {
          context.report({ node, messageId: 'fetch', data: { url } });
        }
      },
      MemberExpression(node) {
        if (node.computed || node.object.type !== 'Identifier' || !clients.has(node.object.name)) return;
        const method = node.property.name;
        if (UNTYPED.has(method)) {
          context.report({ node, messageId: 'untyped', data: { method, typed: method.toUpperCase() } });
        }
      },
    };
  },
};
