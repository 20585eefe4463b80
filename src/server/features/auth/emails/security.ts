import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/types';
import { queueEmail } from '../../../email/outbox';
import { appUrl } from '../../../email/templates';
import type { Block } from '../../../email/templates';

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config'>;

/**
 * The changes an account's owner must hear of even when they did not make them: each one is how
 * a stolen sign-in takes the money or the account over. Security messages, like the reset link,
 * they answer to no toggle and no platform switch, and go out in the change's transaction.
 */
export type SecurityChange =
  | 'payout_details_changed'
  | 'totp_added'
  | 'totp_removed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'second_factor_reset_by_admin';

const notices: Record<SecurityChange, { subject: string; what: string }> = {
  payout_details_changed: {
    subject: 'Your Stagecall payout details changed',
    what: 'The bank account your Stagecall earnings are paid to was just changed.',
  },
  totp_added: {
    subject: 'Authenticator codes turned on for your Stagecall account',
    what: 'An authenticator app was just set up as a second factor for your Stagecall account.',
  },
  totp_removed: {
    subject: 'Authenticator codes turned off for your Stagecall account',
    what: 'Authenticator codes were just turned off for your Stagecall account.',
  },
  passkey_added: {
    subject: 'A passkey was added to your Stagecall account',
    what: 'A new passkey was just added to your Stagecall account: it can sign in as you.',
  },
  passkey_removed: {
    subject: 'A passkey was removed from your Stagecall account',
    what: 'A passkey was just removed from your Stagecall account.',
  },
  second_factor_reset_by_admin: {
    subject: 'Your Stagecall second factors were reset',
    what: 'A Stagecall administrator reset your account’s second factors (authenticator codes, recovery codes and passkeys), as asked. Your password alone signs you in until you set them up again.',
  },
};

const stamp = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function queueSecurityNotice(
  trx: Trx,
  ctx: MailContext,
  to: { email: string },
  change: SecurityChange,
  detail?: string,
): Promise<boolean> {
  const at = ctx.clock.now();
  const notice = notices[change];
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hi,' },
    { type: 'paragraph', text: `${notice.what} (${stamp(at)})` },
    ...(detail ? [{ type: 'paragraph' as const, text: detail }] : []),
    {
      type: 'paragraph',
      text: 'Was it you? Then there is nothing to do. If not, change your password now, then check Settings → Security and your payout details.',
    },
    { type: 'button', label: 'Open Settings → Security', url: appUrl(ctx, '/settings?tab=security') },
  ];
  return queueEmail(trx, at.toISOString(), {
    to: to.email,
    kind: 'security_notice',
    content: { subject: notice.subject, blocks },
  });
}

/**
 * Written in the deletion's transaction, after the account's own mail was removed with its other
 * rows, to the address the account had before deletion replaced it. It names no stage name or
 * other personal data, and the worker forgets its address once it is delivered (outbox.ts).
 */
export function queueAccountDeletedEmail(trx: Trx, ctx: MailContext, formerEmail: string): Promise<boolean> {
  const at = ctx.clock.now();
  return queueEmail(trx, at.toISOString(), {
    to: formerEmail,
    kind: 'account_deleted',
    content: {
      subject: 'Your Stagecall account was deleted',
      blocks: [
        { type: 'paragraph', text: 'Hi,' },
        {
          type: 'paragraph',
          text: `The Stagecall account of this address was deleted (${stamp(at)}).`,
        },
        {
          type: 'paragraph',
          text: 'Your profile, QR code, gigs, requests and messages are gone and you are signed out everywhere. The records of money paid and withdrawn are kept, without your name, as the law requires.',
        },
        {
          type: 'paragraph',
          text: 'Did not ask for this? Contact Stagecall support at once: the account cannot be restored, but we can find out how it happened.',
        },
      ],
    },
  });
}
