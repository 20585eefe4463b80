import type { Db } from '../../db/connection';
import type { AppContext } from '../../context';
import { queueEmail } from '../../email/outbox';
import { appUrl } from '../../email/templates';
import { INVITATION_TTL_DAYS } from '../../../shared/acts';

export const joinActPath = (token: string) => `/join/${encodeURIComponent(token)}`;

/** Carries the only copy of the link's token; written in the invitation's transaction. */
export async function queueInvitationEmail(
  trx: Db,
  ctx: Pick<AppContext, 'clock' | 'config'>,
  to: string,
  act: { id: number; stage_name: string },
  role: string,
  token: string,
): Promise<void> {
  const name = act.stage_name || 'A band';
  await queueEmail(trx, ctx.clock.now().toISOString(), {
    to,
    kind: 'act_invitation',
    musicianId: act.id,
    content: {
      subject: `${name} invited you to join them on Stagecall`,
      blocks: [
        { type: 'paragraph', text: 'Hi,' },
        { type: 'paragraph', text: `${name} invited you to join the act on Stagecall as ${role}.` },
        { type: 'button', label: 'Accept the invitation', url: appUrl(ctx, joinActPath(token)) },
        {
          type: 'paragraph',
          text: `The link works once, for ${INVITATION_TTL_DAYS} days, and only when you are signed in with this e-mail address. Not expecting it? Ignore this e-mail.`,
        },
      ],
    },
  });
}
