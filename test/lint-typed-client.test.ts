import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The rules are plain JavaScript without declarations: loaded by URL, typed here.
const ruleUrl = pathToFileURL(path.resolve(import.meta.dirname, '../eslint-rules/typed-api-calls.js')).href;
const typedApiCalls = ((await import(ruleUrl)) as { default: Rule.RuleModule }).default;

/**
 * A web API call that does not go through the typed client fails `npm run lint`: the rule on
 * its own (RuleTester), then the project's config on sources written for the test.
 */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('typed-api-calls', typedApiCalls, {
  valid: [
    "import { api } from '../../lib/api-client';\napi.GET('/api/sessions/{sessionId}/my-requests', { path: { sessionId } });",
    "import { api } from '../lib/api-client';\napi.POST('/api/auth/signin', { body });",
    // Not the API: other origins, static files, streams and the client's error types.
    "fetch('https://example.com/api/x');\nfetch('/assets/app.js');\nnew EventSource('/api/sessions/1/my-requests/stream');",
    "import { ApiError, errorMessage } from '../lib/api-client';\nconst get = (m: Map<string, number>) => m.get('x');",
    // A different `api` (not the client) is none of the rule's business.
    "const api = new Map();\napi.get('x');",
  ],
  invalid: [
    { code: "fetch('/api/platform/status');", errors: [{ messageId: 'fetch' }] },
    { code: 'window.fetch(`/api/sessions/${id}/requests`, { method: "POST" });', errors: [{ messageId: 'fetch' }] },
    { code: "globalThis.fetch('/api?x=1');", errors: [{ messageId: 'fetch' }] },
    {
      code: "import { api } from '../../../lib/api-client';\napi.get<{ user: unknown }>('/api/auth/session');",
      errors: [{ messageId: 'untyped', data: { method: 'get', typed: 'GET' } }],
    },
    {
      code: "import { api as client } from '../lib/api-client';\nclient.post('/api/auth/signout');\nclient.delete(`/api/messages/${id}`);",
      errors: [{ messageId: 'untyped' }, { messageId: 'untyped' }],
    },
    {
      // The client's own folder imports it as './api-client'.
      code: "import { api } from './api-client';\napi.get('/api/auth/me');",
      errors: [{ messageId: 'untyped' }],
    },
    {
      // Passing the untyped method around is refused too, not only calling it.
      code: "import { api } from '../lib/api-client';\nconst load = api.put;",
      errors: [{ messageId: 'untyped' }],
    },
  ],
});

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function ruleErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'stagecall/typed-api-calls')
    .map((message) => message.message);
}

describe('the project lint config (typed API calls)', () => {
  const untyped =
    "import { api } from '../../../lib/api-client';\nexport const load = () => api.get<unknown>('/api/musicians/profile');\n";
  const rawFetch = "export const load = () => fetch('/api/musicians/profile');\n";

  it('refuses an untyped call and a raw fetch of the API in web code, admin and tests included', async () => {
    for (const file of [
      'src/web/features/musicians/api/example.ts',
      'src/web/features/admin/api/example.ts',
      'src/web/features/requests/components/example.tsx',
      'src/web/features/requests/example.test.tsx',
    ]) {
      expect(await ruleErrors(file, untyped), file).toHaveLength(1);
      expect(await ruleErrors(file, rawFetch.replace('../../../', '../../')), file).toHaveLength(1);
    }
  });

  it('lets the typed call through', async () => {
    const typed =
      "import { api } from '../../../lib/api-client';\nexport const load = () => api.GET('/api/musicians/profile');\n";
    expect(await ruleErrors('src/web/features/musicians/api/example.ts', typed)).toEqual([]);
  });

  it('exempts the client module itself, where fetch is called', async () => {
    expect(await ruleErrors('src/web/lib/api-client.ts', rawFetch)).toEqual([]);
  });
});
