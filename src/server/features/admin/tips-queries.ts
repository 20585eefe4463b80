import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { containsPattern } from '../../db/like';
import { TIPS_PAGE_SIZE, type AdminTip, type TipsQuery } from '../../../shared/admin/tips';

type Scope = ExpressionBuilder<Database, 'tips' | 'musician_profiles' | 'users' | 'request_checkouts'>;

// Both sides lowered by the database: SQLite's lower() folds ASCII only, so a name typed as
// stored ('Ülla') must not be lowered by JavaScript into what SQLite's column never becomes.
const contains = (eb: Scope, column: string, text: string) =>
  eb(sql`lower(${sql.ref(column)})`, 'like', sql`lower(${containsPattern(text)}) escape '\\'`);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * Every paid tip of the platform, newest first, 25 a page, with what was refunded of each and what
 * a fan's e-mail quotes: the receipt's reference and address (from the tip's checkout, found by
 * the provider's payment id, unique on both tables). Deleted accounts' tips stay (decision 022):
 * their musician reads "Deleted account" and the account has no e-mail to show.
 */
export async function listTips(db: Db, query: TipsQuery): Promise<{ tips: AdminTip[]; total: number }> {
  const base = db
    .selectFrom('tips')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'tips.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .leftJoin('request_checkouts', (join) =>
      join
        .onRef('request_checkouts.provider_payment_id', '=', 'tips.provider_payment_id')
        .onRef('request_checkouts.provider', '=', 'tips.provider'),
    )
    .where('tips.status', 'in', ['succeeded', 'refunded'])
    .where((eb) => {
      const conditions = [];
      if (query.from) conditions.push(eb('tips.created_at', '>=', `${query.from}T00:00:00.000Z`));
      if (query.to) conditions.push(eb('tips.created_at', '<', nextDay(query.to)));
      if (query.amount_min !== undefined) conditions.push(eb('tips.amount', '>=', query.amount_min));
      if (query.amount_max !== undefined) conditions.push(eb('tips.amount', '<=', query.amount_max));
      if (query.musician) {
        conditions.push(
          eb.or([
            contains(eb, 'musician_profiles.stage_name', query.musician),
            eb.and([eb('users.deleted_at', 'is', null), contains(eb, 'users.email', query.musician)]),
          ]),
        );
      }
      if (query.reference) {
        conditions.push(
          eb.or([
            contains(eb, 'request_checkouts.public_id', query.reference),
            contains(eb, 'tips.provider_payment_id', query.reference),
          ]),
        );
      }
      if (query.receipt) conditions.push(contains(eb, 'request_checkouts.receipt_email', query.receipt));
      return eb.and(conditions);
    });
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'tips.id',
        'tips.created_at',
        'tips.amount',
        'tips.fee_amount',
        'tips.net_amount',
        'tips.status',
        'tips.fan_name',
        'tips.musician_id',
        'tips.provider_payment_id',
        'musician_profiles.stage_name',
        'users.id as user_id',
        'users.email as musician_email',
        'users.deleted_at',
        'request_checkouts.public_id as reference',
        'request_checkouts.receipt_email',
        eb
          .selectFrom('tip_refunds')
          .select((r) => r.fn.coalesce(r.fn.sum<number>('tip_refunds.amount'), r.lit(0)).as('total'))
          .whereRef('tip_refunds.tip_id', '=', 'tips.id')
          .as('refunded'),
      ])
      .orderBy('tips.created_at', 'desc')
      .orderBy('tips.id', 'desc')
      .limit(TIPS_PAGE_SIZE)
      .offset((query.page - 1) * TIPS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    tips: rows.map(({ deleted_at, user_id, musician_email, refunded, status, ...row }) => ({
      ...row,
      status: status === 'refunded' ? 'refunded' : 'succeeded',
      refunded: Number(refunded ?? 0),
      user_id: deleted_at ? null : user_id,
      musician_email: deleted_at ? null : musician_email,
    })),
  };
}
