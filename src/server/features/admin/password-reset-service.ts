import type { AppContext } from '../../context';
import { sendResetLinkAsAdmin } from '../auth/public';
import { recordAudit, type AuditActor } from './audit';

/**
 * Users tab, "Send reset link": the account's owner gets the same one-hour link as
 * "Forgot password?"; the admin never sees the token. Audited in the link's own transaction.
 */
export async function sendPasswordResetLink(
  ctx: AppContext,
  actor: AuditActor & { id: number },
  userId: number,
): Promise<{ email: string }> {
  const user = await sendResetLinkAsAdmin(ctx, userId, actor.id, (trx, at) =>
    recordAudit(trx, actor, { action: 'user.password_reset_sent', target: { type: 'user', id: userId } }, at),
  );
  return { email: user.email };
}
