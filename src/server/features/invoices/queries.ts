import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { BillingDocumentKind } from '../../db/types';

/**
 * Takes the counters' rows for this transaction (a write that changes nothing): on PostgreSQL a
 * second issuer waits here until the first commits, then sees its documents; SQLite has one writer.
 */
export function lockCounters(db: Db) {
  return db
    .updateTable('billing_counters')
    .set({ last_number: sql`last_number` })
    .execute();
}

export async function lastNumbers(db: Db): Promise<Record<BillingDocumentKind, number>> {
  const rows = await db.selectFrom('billing_counters').select(['kind', 'last_number']).execute();
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, Number(row.last_number)]));
  return { invoice: byKind.invoice ?? 0, credit_note: byKind.credit_note ?? 0 };
}

export function saveLastNumber(db: Db, kind: BillingDocumentKind, lastNumber: number) {
  return db.updateTable('billing_counters').set({ last_number: lastNumber }).where('kind', '=', kind).execute();
}

/** Plan payments that were taken (paid, or paid and later refunded) and have no invoice yet, oldest first. */
export function paymentsWithoutInvoice(db: Db) {
  return db
    .selectFrom('subscription_payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .leftJoin('billing_documents as d', (join) =>
      join.onRef('d.subscription_payment_id', '=', 'p.id').on('d.kind', '=', 'invoice'),
    )
    .select(['p.id', 'p.amount', 'p.created_at', 's.musician_id'])
    .where('p.status', 'in', ['paid', 'refunded'])
    .where('p.amount', '>', 0)
    .where('d.id', 'is', null)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

/** Payments refunded by more than their credit notes say, with what is credited so far. */
export function refundsWithoutCreditNote(db: Db) {
  return db
    .selectFrom('subscription_payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .leftJoin('billing_documents as d', (join) =>
      join.onRef('d.subscription_payment_id', '=', 'p.id').on('d.kind', '=', 'credit_note'),
    )
    .select((eb) => [
      'p.id',
      'p.refunded_amount',
      'p.updated_at',
      's.musician_id',
      eb.fn.coalesce(eb.fn.sum<number>('d.amount'), sql<number>`0`).as('credited'),
    ])
    .where('p.refunded_amount', '>', 0)
    .groupBy(['p.id', 'p.refunded_amount', 'p.updated_at', 's.musician_id'])
    .having((eb) => eb('p.refunded_amount', '>', eb.fn.coalesce(eb.fn.sum<number>('d.amount'), sql<number>`0`)))
    .orderBy('p.updated_at')
    .orderBy('p.id')
    .execute();
}

export function insertDocument(
  db: Db,
  values: {
    kind: BillingDocumentKind;
    number: number;
    reference: string;
    musician_id: number;
    subscription_payment_id: number;
    amount: number;
    issued_at: string;
  },
) {
  return db.insertInto('billing_documents').values(values).execute();
}

const documentColumns = [
  'd.id',
  'd.kind',
  'd.number',
  'd.amount',
  'd.issued_at',
  'p.period_start',
  'p.period_end',
] as const;

/** The act's invoices and credit notes, newest first. */
export function listDocuments(db: Db, musicianId: number) {
  return db
    .selectFrom('billing_documents as d')
    .innerJoin('subscription_payments as p', 'p.id', 'd.subscription_payment_id')
    .select(documentColumns)
    .where('d.musician_id', '=', musicianId)
    .orderBy('d.issued_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/** One document of the act, with who it is for. */
export function findDocument(db: Db, musicianId: number, id: number) {
  return db
    .selectFrom('billing_documents as d')
    .innerJoin('subscription_payments as p', 'p.id', 'd.subscription_payment_id')
    .innerJoin('musician_profiles as m', 'm.id', 'd.musician_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([...documentColumns, 'm.stage_name', 'u.email'])
    .where('d.musician_id', '=', musicianId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}
