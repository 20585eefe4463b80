import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { channels, type Emit } from '../../realtime/event-bus';
import type { Earnings } from '../../../shared/earnings';
import { earningsOf } from './ledger-queries';

/**
 * Every change to a musician's money runs in a transaction that holds their earnings channel's
 * lock (docs/decisions/005-ledger.md): the balance it reads cannot move before it commits, so
 * fifty withdrawals at once cannot overdraw, and the dashboard hears `earnings.updated`.
 */
export function moneyTransaction<T>(
  ctx: AppContext,
  musicianId: number,
  work: (trx: Db, emit: Emit) => Promise<T>,
): Promise<{ result: T; earnings: Earnings }> {
  const channel = channels.musicianEarnings(musicianId);
  return ctx.bus.transaction([channel], async (trx, emit) => {
    const result = await work(trx, emit);
    const earnings = await earningsOf(trx, musicianId);
    await emit(channel, 'earnings.updated', earnings);
    return { result, earnings };
  });
}
