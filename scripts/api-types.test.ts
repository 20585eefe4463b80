import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from './api-types';
import { buildOpenApiDocument } from './openapi-document';

describe('the web client types (src/web/lib/api-schema.d.ts)', () => {
  let document: string;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
  });

  it('are what the served OpenAPI document generates: run `npm run api:types` after changing a route', async () => {
    // Equality of the whole text is the check; a diff of 16,000 lines would drown the hint.
    expect(
      (await apiTypesSource(document)) === fs.readFileSync(API_TYPES_FILE, 'utf8'),
      'src/web/lib/api-schema.d.ts is out of date: run `npm run api:types` and commit it',
    ).toBe(true);
  });

  it('differ once a route changes, so the check above can fail', async () => {
    const changed = JSON.parse(document) as { paths: Record<string, { get?: { summary?: string } }> };
    changed.paths['/api/health']!.get!.summary = 'Something else';
    expect(await apiTypesSource(JSON.stringify(changed))).not.toBe(fs.readFileSync(API_TYPES_FILE, 'utf8'));
  });
});
