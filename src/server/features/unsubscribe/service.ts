import type { AppContext } from '../../context';
import { verifyUnsubscribeToken } from './emails';
import { turnMarketingOff } from './queries';

/** The link's page and the mailbox's one-click POST alike: false for a forged token or no such musician. */
export async function unsubscribeWithToken(ctx: AppContext, token: string): Promise<boolean> {
  const musicianId = verifyUnsubscribeToken(ctx.secret, token);
  return musicianId !== undefined && (await turnMarketingOff(ctx.db, musicianId, ctx.clock.now().toISOString()));
}
