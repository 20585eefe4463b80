import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http/errors';
import { payoutMessages, testBanks, type TestBank } from '../../../shared/earnings/payouts';
import type { PayoutAccount, PayoutProvider, PayoutState } from '../payouts';

const token = () => randomBytes(12).toString('base64url');

const bankOf = (row: { sort_code: string; account_number: string }): TestBank | undefined =>
  testBanks.find((bank) => bank.sortCode === row.sort_code && bank.accountNumber === row.account_number);

export interface LocalPayoutProvider extends PayoutProvider {
  readonly name: 'local';
  /** The TEST MODE payout-details form: only the test banks of src/shared/earnings/payouts.ts are taken. */
  saveTestBank(details: { account_holder: string; sort_code: string; account_number: string }): Promise<PayoutAccount>;
}

/**
 * PAYMENTS=local: a musician's "connected account" is a test bank in `local_bank_accounts`, a
 * transfer and its payout are one row of `local_transfers` (unique idempotency key, so a second
 * send returns the first), and the bank's number decides the payout at once: paid, or failed with
 * the test bank's words. No money moves; the app above cannot tell this from Stripe's webhooks.
 */
export function createLocalPayouts(db: Db, clock: Clock): LocalPayoutProvider {
  const accountOf = async (id: string): Promise<PayoutAccount | null> => {
    const row = await db.selectFrom('local_bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      detailsSubmitted: true,
      payoutsEnabled: true,
      requirementsDue: [],
      bankName: 'Stagecall Test Bank',
      bankLast4: row.account_number.slice(-4),
    };
  };
  const stateOf = (row: {
    id: string;
    reversed: number;
    payout_id: string | null;
    payout_status: 'paid' | 'failed' | null;
    failure_message: string | null;
  }): PayoutState => ({
    transferId: row.id,
    transferReversed: row.reversed === 1,
    payoutId: row.payout_id,
    status: row.payout_status ?? 'pending',
    failureMessage: row.failure_message,
  });

  return {
    name: 'local',
    async createAccount() {
      throw badRequest(payoutMessages.stripeOnly);
    },
    async onboardingLink() {
      throw badRequest(payoutMessages.stripeOnly);
    },
    retrieveAccount: accountOf,

    async saveTestBank(details) {
      const bank = bankOf(details);
      if (!bank) throw badRequest(payoutMessages.notATestBank);
      const id = `acct_local_${token()}`;
      await db
        .insertInto('local_bank_accounts')
        .values({ id, ...details, created_at: clock.now().toISOString() })
        .execute();
      return (await accountOf(id))!;
    },

    async send({ withdrawalId, accountId, amount }) {
      const key = `withdrawal-${withdrawalId}`;
      const account = await db
        .selectFrom('local_bank_accounts')
        .select(['sort_code', 'account_number'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      const bank = bankOf(account);
      const paid = bank?.failure === null;
      try {
        await db
          .insertInto('local_transfers')
          .values({
            id: `tr_local_${token()}`,
            account_id: accountId,
            amount,
            idempotency_key: key,
            payout_id: `po_local_${token()}`,
            payout_status: paid ? 'paid' : 'failed',
            failure_message: paid ? null : (bank?.failure ?? payoutMessages.notATestBank),
            created_at: clock.now().toISOString(),
          })
          .execute();
      } catch (error) {
        // Sent already (a retry, or two at once): the first transfer is the answer.
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await db
        .selectFrom('local_transfers')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      return stateOf(row);
    },

    async retrieve({ transferId }) {
      const row = await db
        .selectFrom('local_transfers')
        .selectAll()
        .where('id', '=', transferId)
        .executeTakeFirstOrThrow();
      return stateOf(row);
    },

    async reverseTransfer({ transferId }) {
      await db.updateTable('local_transfers').set({ reversed: 1 }).where('id', '=', transferId).execute();
    },
  };
}
