import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/types';
import { resetPasswordPath } from '../../../../shared/auth/password-reset';
import { queueEmail } from '../../../email/outbox';
import { appUrl } from '../../../email/templates';

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config' | 'secret'>;

/**
 * A security message: it answers to no toggle and no platform switch (a locked-out musician must
 * get it), and it carries the only copy of the token, which the database never sees.
 */
export async function queuePasswordResetEmail(
  trx: Trx,
  ctx: MailContext,
  to: { email: string; name: string | null; userId: number },
  token: string,
  byAdmin: boolean,
): Promise<boolean> {
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: to.email,
    kind: 'password_reset',
    content: {
      subject: 'Reset your Stagecall password',
      blocks: [
        { type: 'paragraph', text: to.name ? `Hi ${to.name},` : 'Hi,' },
        {
          type: 'paragraph',
          text: byAdmin
            ? 'A Stagecall administrator sent you this link so you can choose a new password.'
            : 'Someone (we hope you) asked to reset the password of your Stagecall account.',
        },
        { type: 'button', label: 'Choose a new password', url: appUrl(ctx, resetPasswordPath(token)) },
        {
          type: 'paragraph',
          text: 'The link works once, for one hour. Setting a new password signs your account out everywhere else.',
        },
        { type: 'paragraph', text: 'Did not ask for it? Ignore this e-mail: your password stays as it is.' },
      ],
    },
  });
}

/** Sent in the sign-up's transaction: an account that exists always got its welcome, once. */
export async function queueWelcomeEmail(
  trx: Trx,
  ctx: MailContext,
  to: { email: string; stageName: string; userId: number; musicianId: number; trialDays: number },
): Promise<boolean> {
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: to.email,
    kind: 'welcome',
    musicianId: to.musicianId,
    dedupeKey: `welcome:${to.userId}`,
    content: {
      subject: 'Welcome to Stagecall',
      blocks: [
        { type: 'paragraph', text: `Hi ${to.stageName},` },
        {
          type: 'paragraph',
          text: `Your account is ready and your ${to.trialDays}-day free trial has started. No card is needed until it ends.`,
        },
        {
          type: 'list',
          items: [
            'Fill in your profile so fans know who they are tipping.',
            'Print or show your QR code: fans scan it to request songs.',
            'Go live when you play, and work through requests from your phone.',
          ],
        },
        { type: 'button', label: 'Open your dashboard', url: appUrl(ctx, '/dashboard') },
        { type: 'paragraph', text: 'Forgot your password one day? Use "Forgot password?" when you sign in.' },
      ],
    },
  });
}

/**
 * A sign-in from a browser that never signed in to the account before (no known-device cookie):
 * a security message, like the reset link, sent whatever the toggles say.
 */
export async function queueNewSignInEmail(
  trx: Trx,
  ctx: MailContext,
  to: { email: string },
  device: string,
): Promise<boolean> {
  const at = ctx.clock.now();
  return queueEmail(trx, at.toISOString(), {
    to: to.email,
    kind: 'new_sign_in',
    content: {
      subject: 'New sign-in to your Stagecall account',
      blocks: [
        { type: 'paragraph', text: 'Hi,' },
        {
          type: 'paragraph',
          text: `Your Stagecall account was just signed in to from a device it has not seen before: ${device}, at ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        },
        {
          type: 'paragraph',
          text: 'Was it you? Then there is nothing to do. If not, change your password now and end that sign-in under Settings → Security → Signed-in devices.',
        },
        { type: 'button', label: 'Open Settings → Security', url: appUrl(ctx, '/settings?tab=security') },
      ],
    },
  });
}
