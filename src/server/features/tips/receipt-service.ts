import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { fanReceiptMessages } from '../../../shared/tips/fan-receipt';
import { paymentMessages } from '../../../shared/tips/payments';
import { queueFanReceiptEmail } from './emails';
import { findCheckoutByPublicId } from './checkout-queries';

/**
 * The fan's optional receipt address, typed on the payment step. It is written under
 * the musician's queue lock, the lock the payment's completion takes: either the completion reads
 * the address and sends the receipt, or this sees the payment completed and sends it; the
 * checkout's dedupe key makes it one e-mail either way. Null takes the address back off.
 */
export async function setReceiptEmail(ctx: AppContext, publicId: string, email: string | null): Promise<void> {
  const found = await findCheckoutByPublicId(ctx.db, publicId);
  if (!found) throw notFound(paymentMessages.checkoutNotFound);
  await ctx.bus.transaction([channels.musicianQueue(found.musician_id)], async (trx) => {
    const checkout = await findCheckoutByPublicId(trx, publicId);
    if (!checkout || (checkout.status !== 'awaiting_payment' && checkout.status !== 'completed')) {
      throw conflict(fanReceiptMessages.notPaid, 'tip_not_paid');
    }
    const at = ctx.clock.now().toISOString();
    await trx.updateTable('request_checkouts').set({ receipt_email: email }).where('id', '=', checkout.id).execute();
    if (checkout.status === 'completed' && email) await queueFanReceiptEmail(trx, ctx, email, checkout, at);
  });
}
