import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { hashIp } from '../../http/client-ip';
import { contactMessages, type SendMessageBody } from '../../../shared/messages/contact';
import { queueFanMessageEmail } from './emails';
import { findMessageRecipient, insertMessage } from './send-queries';

/**
 * A fan's message to an artist (spec 2 §2 contact modal). Refused when the artist is unknown,
 * deactivated, private or has turned direct messages off (spec 2 Privacy tab).
 */
export async function sendMessageToArtist(ctx: AppContext, input: SendMessageBody, ip: string): Promise<number> {
  const recipient = await findMessageRecipient(ctx.db, input.qr_code_id);
  if (!recipient || recipient.is_active !== 1) throw notFound(contactMessages.artistNotFound);
  if (recipient.public_profile_enabled !== 1 || recipient.allow_direct_messages !== 1) {
    throw forbidden(contactMessages.notAccepting);
  }
  // The message and its e-mail to the musician commit together (docs/decisions/009-email.md).
  return ctx.db.transaction().execute(async (trx) => {
    const id = await insertMessage(
      trx,
      {
        musician_id: recipient.id,
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject,
        message: input.message,
        ip_hash: hashIp(ip, ctx.secret),
      },
      ctx.clock.now().toISOString(),
    );
    await queueFanMessageEmail(trx, ctx, {
      musicianId: recipient.id,
      messageId: id,
      senderName: input.name,
      senderEmail: input.email ? input.email.toLowerCase() : null,
      subject: input.subject,
      body: input.message,
    });
    return id;
  });
}
