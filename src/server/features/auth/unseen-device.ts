import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { User } from '../../db/types';
import { queueNewSignInEmail } from './emails/account';
import { describeDevice } from './second-factor/devices-service';
import { isKnownDevice } from './sign-in-guard';
import type { SessionScope } from './session-store';

/**
 * A password sign-in from a browser without the account's known-device cookie (it never signed in
 * to this account, or cleared its cookies) e-mails the account, when the account has been signed
 * in before (a sign-in row still kept: live, or ended less than a day ago): a stolen password
 * shows itself. An account's very first sign-in (made by an admin, or by the seed) is not news.
 * Read from the request's cookies, so the cookie the sign-in just set does not count.
 */
export async function mailIfUnseenDevice(
  ctx: AppContext,
  request: FastifyRequest,
  scope: SessionScope,
  user: Pick<User, 'id' | 'email'>,
): Promise<void> {
  if (isKnownDevice(ctx, request, scope, user.email)) return;
  const before = await ctx.db
    .selectFrom('auth_sessions')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!before) return;
  await queueNewSignInEmail(ctx.db, ctx, user, describeDevice(request.headers['user-agent'] ?? null));
}
