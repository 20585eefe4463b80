import { parseArgs } from 'node:util';
import { z } from 'zod';

export const adminUsage =
  'Usage: npm run admin:create -- --email <email> --password <password (8+ characters)> [--reset-second-factor]';

export type AdminArgs =
  | { kind: 'help' }
  | { kind: 'create'; email: string; password: string; resetSecondFactor?: true }
  | { kind: 'invalid'; message: string };

const adminArgs = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string('--password is required').min(8, '--password must be at least 8 characters'),
});

/** The command line of `npm run admin:create`, read without side effects so tests need no process. */
export function parseAdminArgs(argv: string[]): AdminArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'reset-second-factor': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'invalid', message: `${error instanceof Error ? error.message : String(error)}\n${adminUsage}` };
  }
  if (values.help) return { kind: 'help' };
  const parsed = adminArgs.safeParse({ email: values.email, password: values.password });
  if (!parsed.success) {
    return { kind: 'invalid', message: `${parsed.error.issues.map((i) => i.message).join('\n')}\n${adminUsage}` };
  }
  return { kind: 'create', ...parsed.data, ...(values['reset-second-factor'] ? { resetSecondFactor: true } : {}) };
}
