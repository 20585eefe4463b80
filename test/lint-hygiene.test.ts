import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own lint config (eslint.config.js) on sources written for the test: an import
 * cycle and app code leaning on test/, e2e/ or scripts/ fail `npm run lint`.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function errorsOf(file: string, source: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, {
    filePath: path.resolve(import.meta.dirname, '..', file),
  });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('module hygiene (lint)', () => {
  it('refuses an import that closes a cycle, naming every step', async () => {
    const errors = await errorsOf(
      'src/server/features/earnings/money-transaction.ts',
      "import { musicianEarnings as x } from './service';",
      'stagecall/no-import-cycles',
    );
    expect(errors).toEqual([
      'Import cycle: src/server/features/earnings/money-transaction.ts → src/server/features/earnings/service.ts → ' +
        'src/server/features/earnings/money-transaction.ts. Move what both sides need to a module of its own.',
    ]);
  });

  it('lets type-only imports go both ways (the compiler erases them)', async () => {
    for (const source of [
      "import type { musicianEarnings as x } from './service';",
      "import { type musicianEarnings as x } from './service';",
    ]) {
      expect(
        await errorsOf('src/server/features/earnings/money-transaction.ts', source, 'stagecall/no-import-cycles'),
      ).toEqual([]);
    }
  });

  it('refuses app code importing test/, e2e/ or scripts/', async () => {
    for (const [file, source] of [
      ['src/server/demo/seed-example.ts', "import { x } from '../../../test/factories';"],
      ['src/server/features/auth/google/example.ts', "import { x } from '../../../../../test/http-client';"],
      ['src/web/features/admin/example.ts', "import { x } from '../../../../e2e/fixtures';"],
      ['src/shared/example.ts', "import { x } from '../../scripts/start-server';"],
    ]) {
      const errors = await errorsOf(file!, source!, 'no-restricted-imports');
      expect(errors, source).toHaveLength(1);
      expect(errors[0]).toContain('Code under src/ must not import test/, e2e/ or scripts/');
    }
  });

  it('refuses a <select> in the greyed look of read-only inputs', async () => {
    const file = 'src/web/features/setlists/components/example.tsx';
    const select = (classes: string) =>
      `import { ${classes} } from '../../../components/text-field';\nconst x = <select className={${classes}}><option>A</option></select>;`;
    const errors = await errorsOf(file, select('inputClasses'), 'no-restricted-syntax');
    expect(errors).toEqual([
      'A <select> takes selectClasses: inputClasses dims :read-only fields, and every select is one.',
    ]);
    expect(await errorsOf(file, select('selectClasses'), 'no-restricted-syntax')).toEqual([]);
  });

  it.each(['pg', 'ioredis', 'nodemailer', 'web-push', '@simplewebauthn/server', 'openid-client'])(
    'refuses loading %s at start (only some instances use it); its types are free',
    async (library) => {
      const file = 'src/server/features/example/example.ts';
      const errors = await errorsOf(
        file,
        `import * as lib from '${library}';\nconst x = lib;`,
        'no-restricted-imports',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`Load ${library} on demand`);
      expect(
        await errorsOf(file, `import type * as lib from '${library}';\ntype x = typeof lib;`, 'no-restricted-imports'),
      ).toEqual([]);
    },
  );

  it('refuses loading the Stripe SDK at start; its types are free', async () => {
    const file = 'src/server/payments/stripe/example.ts';
    const errors = await errorsOf(file, "import Stripe from 'stripe';\nconst x = Stripe;", 'no-restricted-imports');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("await import('stripe')");
    expect(
      await errorsOf(file, "import type Stripe from 'stripe';\ntype x = Stripe;", 'no-restricted-imports'),
    ).toEqual([]);
  });

  it('lets tests beside the code use the test helpers, and keeps the web away from the server there too', async () => {
    expect(
      await errorsOf(
        'src/server/demo/example.test.ts',
        "import { x } from '../../../test/http-client';",
        'no-restricted-imports',
      ),
    ).toEqual([]);
    expect(
      await errorsOf(
        'src/web/lib/example.test.ts',
        "import { x } from '../../server/config';",
        'no-restricted-imports',
      ),
    ).toHaveLength(1);
  });
  it('keeps bench/ and scripts/ off the test helpers', async () => {
    for (const file of ['bench/example.ts', 'scripts/example.ts']) {
      const errors = await errorsOf(file, "import { x } from '../test/factories';", 'no-restricted-imports');
      expect(errors).toHaveLength(1);
      expect(
        await errorsOf(file, "import { x } from '../src/server/demo/factories';", 'no-restricted-imports'),
      ).toEqual([]);
    }
  });
});
