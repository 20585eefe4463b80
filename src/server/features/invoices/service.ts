import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { formatPence } from '../../../shared/money';
import {
  documentNumber,
  invoiceMessages,
  type BillingDocument,
  type BillingDocumentDetail,
} from '../../../shared/invoices';
import { getPlatformSettings } from '../platform/public';
import {
  findDocument,
  insertDocument,
  lastNumbers,
  listDocuments,
  lockCounters,
  paymentsWithoutInvoice,
  refundsWithoutCreditNote,
  saveLastNumber,
} from './queries';

/**
 * Issues what is due: an invoice for every plan payment taken, a credit note for every refund not
 * yet credited. One transaction holds the counters from the first number to the last, so however
 * many issuers run at once (the job on each instance, a musician opening the list), every number
 * of a kind is used once and none is skipped.
 */
export async function issueBillingDocuments(ctx: AppContext): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockCounters(trx);
    const last = await lastNumbers(trx);
    let issued = 0;
    for (const payment of await paymentsWithoutInvoice(trx)) {
      last.invoice += 1;
      await insertDocument(trx, {
        kind: 'invoice',
        number: last.invoice,
        reference: `invoice:${payment.id}`,
        musician_id: payment.musician_id,
        subscription_payment_id: payment.id,
        amount: Number(payment.amount),
        issued_at: payment.created_at,
      });
      issued += 1;
    }
    for (const refund of await refundsWithoutCreditNote(trx)) {
      last.credit_note += 1;
      await insertDocument(trx, {
        kind: 'credit_note',
        number: last.credit_note,
        reference: `credit:${refund.id}:${refund.refunded_amount}`,
        musician_id: refund.musician_id,
        subscription_payment_id: refund.id,
        amount: Number(refund.refunded_amount) - Number(refund.credited),
        issued_at: refund.updated_at,
      });
      issued += 1;
    }
    if (issued > 0) {
      await saveLastNumber(trx, 'invoice', last.invoice);
      await saveLastNumber(trx, 'credit_note', last.credit_note);
    }
    return issued;
  });
}

const present = <T extends { kind: 'invoice' | 'credit_note'; number: number; amount: number }>(row: T) => ({
  ...row,
  number: documentNumber(row.kind, row.number),
  amount: Number(row.amount),
});

/** Settings → Subscription: the act's invoices and credit notes, with any just due issued first. */
export async function billingDocumentsOf(ctx: AppContext, musicianId: number): Promise<BillingDocument[]> {
  await issueBillingDocuments(ctx);
  return (await listDocuments(ctx.db, musicianId)).map(present);
}

/** One printable invoice or credit note of the act; another act's is as unknown as a made-up id. */
export async function billingDocumentOf(
  ctx: AppContext,
  musicianId: number,
  id: number,
): Promise<BillingDocumentDetail> {
  const row = await findDocument(ctx.db, musicianId, id);
  if (!row) throw notFound(invoiceMessages.notFound);
  const settings = await getPlatformSettings(ctx.db);
  const { stage_name: stageName, email, ...document } = present(row);
  const plan = 'Stagecall Premium plan';
  return {
    ...document,
    seller: { name: settings.business_name, address: settings.business_address },
    buyer: { stage_name: stageName, email },
    description: row.kind === 'invoice' ? plan : `Refund of ${formatPence(Number(row.amount))} of a ${plan} payment`,
  };
}
