import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own lint config (eslint.config.js) on imports written for the test: a feature
 * reaching into another's insides fails `npm run lint`; its front door passes.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, {
    filePath: path.resolve(import.meta.dirname, '..', file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'stagecall/feature-boundaries')
    .map((message) => message.message);
}

/** An allowed import must name a real module: a renamed folder would otherwise pass unnoticed. */
function expectModuleExists(file: string, source: string): void {
  const specifier = /from '([^']+)'/.exec(source)?.[1] ?? '';
  const resolved = path.resolve(import.meta.dirname, '..', path.dirname(file), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts'].map((ending) => resolved + ending);
  expect(
    candidates.some((candidate) => fs.existsSync(candidate)),
    `${specifier} from ${file}`,
  ).toBe(true);
}

describe('feature boundaries (lint)', () => {
  it('refuses a web feature importing another feature’s internals', async () => {
    const errors = await boundaryErrors(
      'src/web/features/settings/components/example.tsx',
      "import { x } from '../../musicians/dashboard-page';",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('inside the musicians feature');
  });

  it('allows another web feature’s api/ and components/, and the feature’s own files', async () => {
    for (const source of [
      "import { x } from '../../subscriptions/api/subscription';",
      "import { x } from '../../subscriptions/components/subscription-lock';",
      "import { x } from '../settings-page';",
      "import { x } from '../../../lib/format';",
    ]) {
      expectModuleExists('src/web/features/settings/components/example.tsx', source);
      expect(await boundaryErrors('src/web/features/settings/components/example.tsx', source)).toEqual([]);
    }
  });

  it('refuses a server feature importing another’s queries or routes, and allows its services and public.ts', async () => {
    const file = 'src/server/features/tips/example.ts';
    expect(await boundaryErrors(file, "import { x } from '../requests/queries';")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../auth/routes';")).toHaveLength(1);
    for (const source of [
      "import { x } from '../requests/intake-service';",
      "import { x } from '../earnings/service';",
      "import { x } from '../platform/public';",
      "import { x } from '../subscriptions/access';",
      "import { x } from '../acts/require-act';",
    ]) {
      expectModuleExists(file, source);
      expect(await boundaryErrors(file, source)).toEqual([]);
    }
  });

  it('refuses SQL in a route file: routes speak HTTP, queries live behind the services', async () => {
    const lintRoute = async (file: string, source: string) => {
      const [result] = await eslint.lintText(`${source}\n`, {
        filePath: path.resolve(import.meta.dirname, '..', file),
      });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
    };
    const querying = [
      "export const r = (ctx: { db: any }) => ctx.db.selectFrom('payout_accounts').selectAll().execute();",
      "export const r = (ctx: { db: any }) => ctx.db.updateTable('users').set({ name: 'x' }).execute();",
      'export const r = (ctx: { db: any }) => ctx.db.transaction().execute(async () => 1);',
      "import { sql } from 'kysely';\nexport const r = (ctx: { db: any }) => sql`select 1`.execute(ctx.db);",
    ];
    for (const file of ['src/server/features/earnings/payout-routes.ts', 'src/server/features/health/routes.ts']) {
      for (const source of querying) expect(await lintRoute(file, source), source).toHaveLength(1);
      expect(
        await lintRoute(
          file,
          'export const r = (ctx: { db: any }) => refreshPayoutAccount(ctx, 1);\ndeclare function refreshPayoutAccount(c: unknown, id: number): unknown;',
        ),
      ).toEqual([]);
    }
    // The same lines in a service or queries file are where they belong.
    expect(await lintRoute('src/server/features/earnings/payouts-service.ts', querying[0]!)).toEqual([]);
  });

  it('lets tests reach anywhere', async () => {
    expect(
      await boundaryErrors('src/server/features/tips/example.test.ts', "import { x } from '../requests/queries';"),
    ).toEqual([]);
  });
});
