import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { channels, type Emit } from '../../realtime/event-bus';
import { revokeAuthSession, revokeUserSessions } from './session-store';

/** What every instance hears when sign-ins end: their open streams close (null: all of the user's). */
export interface SessionsRevoked {
  user_id: number;
  session_ids: number[] | null;
}

const announce = (emit: Emit, revoked: SessionsRevoked) => emit(channels.authSessions, 'sessions.revoked', revoked);

/** Sign-out of one cookie: the session is revoked and its streams on every instance end. */
export async function signOutToken(ctx: AppContext, token: string): Promise<void> {
  await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    const revoked = await revokeAuthSession(trx, token, ctx.clock.now().toISOString());
    if (revoked) await announce(emit, { user_id: revoked.user_id, session_ids: [revoked.id] });
  });
}

/**
 * Ends a user's sign-ins (all, or all but the one in use) inside the caller's transaction, which
 * must have locked `channels.authSessions`: a password change, a deactivation, a deleted account.
 */
export async function endUserSessions(
  ctx: AppContext,
  trx: Db,
  emit: Emit,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  const ids = await revokeUserSessions(trx, userId, exceptSessionId, ctx.clock.now().toISOString());
  await announce(emit, { user_id: userId, session_ids: exceptSessionId === undefined ? null : ids });
}

/** Each instance closes its streams of revoked sign-ins as soon as it hears of them. */
export function closeStreamsOfEndedSessions(ctx: AppContext): () => void {
  return ctx.bus.subscribe(channels.authSessions, (event) => {
    const revoked = event.data as SessionsRevoked;
    ctx.streams.closeOwnedBy(revoked.user_id, revoked.session_ids ?? undefined);
  });
}

/** Ends one sign-in of the user (Settings → Security); false when it was not theirs or had ended. */
export async function endSessionOfUser(ctx: AppContext, userId: number, sessionId: number): Promise<boolean> {
  return ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    const row = await trx
      .updateTable('auth_sessions')
      .set({ revoked_at: ctx.clock.now().toISOString() })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) await announce(emit, { user_id: userId, session_ids: [row.id] });
    return Boolean(row);
  });
}
