import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

/**
 * The served OpenAPI document is complete enough to generate a client from: every
 * operation has a summary, a unique operationId, a tag, its security, a success response with a
 * schema, and its errors in the one error model. `npm run lint:api` checks the rest (Redocly).
 */

interface Response {
  content?: Record<string, { schema?: { $ref?: string; type?: unknown } }>;
}
interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, Response>;
}

let t: TestApp;
let operations: [string, Operation][];
beforeAll(async () => {
  t = await startTestApp();
  const document = (await t.client().get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('describes every operation fully', () => {
    const gaps: string[] = [];
    for (const [name, operation] of operations) {
      const responses = operation.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      if (!operation.summary) gaps.push(`${name}: no summary`);
      if (!operation.operationId) gaps.push(`${name}: no operationId`);
      if (operation.tags?.length !== 1) gaps.push(`${name}: no tag`);
      if (!Array.isArray(operation.security)) gaps.push(`${name}: no security`);
      if (success.length === 0 || success.some(([, response]) => !response.content)) {
        gaps.push(`${name}: no success schema`);
      }
      for (const status of ['400', '500']) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/ApiError') gaps.push(`${name}: no ${status} ApiError`);
      }
    }
    expect(operations.length).toBeGreaterThan(100);
    expect(gaps).toEqual([]);
  });

  it('gives each operation its own operationId', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists 401 for signed-in operations and 404 for those that name a resource', () => {
    const missing = operations.flatMap(([name, operation]) => {
      const statuses = Object.keys(operation.responses ?? {});
      const gaps: string[] = [];
      if ((operation.security ?? []).length > 0 && !statuses.includes('401')) gaps.push(`${name}: no 401`);
      if (name.includes('{') && !statuses.includes('404')) gaps.push(`${name}: no 404`);
      return gaps;
    });
    expect(missing).toEqual([]);
  });
});
