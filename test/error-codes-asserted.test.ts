import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, type ErrorCode } from '../src/shared/error-codes';

/**
 * Every error code is produced and asserted by some test (decision 028). Checked statically: a
 * code counts as asserted when a test or journey names it in quotes. That is enough together with
 * the runtime check in test/app.ts: a test that asserts a code on a route passes only if the route
 * answered it, and a route answering a code its operation does not list fails its file. A run-time
 * collector across the whole suite would only be right on a full run (vitest runs files in separate
 * workers, and a single file's run would report every other code as never produced); this one holds
 * whichever files run.
 *
 * `notYetAsserted` is a ratchet: codes no test names yet, each with what would produce it. It may
 * only shrink: a code named by a test must leave it, and a new code must come with its test.
 */
const notYetAsserted: Partial<Record<ErrorCode, string>> = {
  not_signed_in: 'any signed-in operation without a cookie (tests assert the 401 status only)',
  conflict: "a 409 no code of its own names (an admin's race: two grants of one free plan at once)",
  payment_failed: 'a declined test card on a paid request (tests assert the 402 and the message)',
  signups_disabled: 'POST /api/auth/signup with sign-ups paused in the admin settings',
  musician_only: 'a fan account calling a musician route',
  password_wrong: 'POST /api/auth/change-password with a wrong current password',
  password_required: 'POST /api/auth/step-up without a password on an account without a second factor',
  passkey_failed: 'POST /api/auth/passkeys with a response that does not verify',
  second_factor_already_on: 'POST /api/auth/second-factor/totp when authenticator codes are on',
  second_factor_not_set_up: 'POST /api/auth/second-factor/totp/confirm before starting the setup',
  last_second_factor: "DELETE /api/admin/second-factor/totp on an administrator's only factor",
  session_not_paused: 'POST /api/sessions/live/{id}/resume on a show that is not paused',
  end_before_start: 'POST /api/sessions/live with planned_end_at before now',
  csv_too_many_lines: 'POST /api/musicians/repertoire/import with more lines than one import takes',
  no_card_to_remove: 'DELETE /api/musicians/subscription/payment-method on a trial without a card',
  not_cancellable: 'POST /api/musicians/subscription/cancel on a trial',
  not_reactivatable: 'POST /api/musicians/subscription/reactivate on an active plan',
  checkout_closed: 'POST /api/subscriptions/local-checkout/{id}/confirm twice',
  already_a_member: 'POST /api/acts/invitations/accept by someone already in the act',
  withdrawal_not_pending: 'POST /api/admin/withdrawals/{id}/approve after it was decided',
  refund_not_possible: 'POST /api/admin/tips/{id}/refund on a tip not paid through the provider',
};

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'dist-server', 'data', 'reports', 'test-results', '.git']);
const self = path.join(root, 'test', 'error-codes-asserted.test.ts');

function testSources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(file);
      } else if (/\.(test|spec)\.tsx?$/.test(entry.name) && file !== self) {
        texts.push(fs.readFileSync(file, 'utf8'));
      }
    }
  };
  walk(root);
  return texts.join('\n');
}

describe('error codes', () => {
  it('are each asserted by a test, except the listed few, and the list holds only unasserted codes', () => {
    const sources = testSources();
    const named = (code: string) => new RegExp(`['"\`]${code}['"\`]`).test(sources);
    const unasserted = errorCodes.filter((code) => !named(code));
    expect(unasserted.filter((code) => !(code in notYetAsserted))).toEqual([]);
    expect(Object.keys(notYetAsserted).filter((code) => named(code))).toEqual([]);
    expect(Object.keys(notYetAsserted).filter((code) => !errorCodes.includes(code as ErrorCode))).toEqual([]);
  });
});
