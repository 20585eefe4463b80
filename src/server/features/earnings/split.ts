import type { Db } from '../../db/connection';

/**
 * How an act's money is split between its members (docs/decisions/035, "Shares and the split").
 * A tip's net is split by the shares current when it arrives, inside its own transaction under the
 * act's earnings lock; the parts are stored (`tip_splits`), and a refund or a dispute later is
 * split over those parts by the same rule, so no member is debited more than they were credited.
 */

/** One member's claim on an amount: a share in basis points, or the pence of a stored part. */
export interface Sharer {
  userId: number;
  weight: number;
  leader: boolean;
  joinedAt: string;
}

export interface Part {
  userId: number;
  amount: number;
}

/**
 * The largest-remainder rule: each sharer gets `floor(total × weight / Σ weights)`; the pence left
 * over (fewer than the sharers) go one each to the largest remainders, ties broken leader first,
 * then by the earliest join, then by user id. The parts add up to `total`, and no part exceeds its
 * weight when the weights are pence and `total` is at most their sum. Zero parts are left out.
 */
export function largestRemainder(total: number, sharers: readonly Sharer[]): Part[] {
  const sum = sharers.reduce((s, x) => s + x.weight, 0);
  if (sum <= 0 || total === 0) return [];
  const parts = sharers.map((s) => ({
    sharer: s,
    amount: Math.floor((total * s.weight) / sum),
    remainder: (total * s.weight) % sum,
  }));
  let left = total - parts.reduce((s, p) => s + p.amount, 0);
  const byRemainder = [...parts].sort(
    (a, b) =>
      b.remainder - a.remainder ||
      Number(b.sharer.leader) - Number(a.sharer.leader) ||
      a.sharer.joinedAt.localeCompare(b.sharer.joinedAt) ||
      a.sharer.userId - b.sharer.userId,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.amount += 1;
    left -= 1;
  }
  return parts.filter((p) => p.amount !== 0).map((p) => ({ userId: p.sharer.userId, amount: p.amount }));
}

/** The act's current shares, as sharers (members with a share only). */
export async function currentShares(db: Db, actId: number): Promise<Sharer[]> {
  const rows = await db
    .selectFrom('act_members')
    .select(['user_id', 'role', 'share_bps', 'joined_at'])
    .where('act_id', '=', actId)
    .where('left_at', 'is', null)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
  const sharers = rows
    .filter((r) => r.share_bps > 0)
    .map((r) => ({ userId: r.user_id, weight: r.share_bps, leader: r.role === 'leader', joinedAt: r.joined_at }));
  if (sharers.length > 0) return sharers;
  // Shares always add up to 100 % (the API refuses otherwise); should none be left, the act's
  // longest-standing leader (or, with none, its creator) holds the money rather than nobody.
  const leader = rows.find((r) => r.role === 'leader') ?? rows[0];
  if (leader) return [{ userId: leader.user_id, weight: 1, leader: true, joinedAt: leader.joined_at }];
  const owner = await db
    .selectFrom('musician_profiles')
    .select(['user_id', 'created_at'])
    .where('id', '=', actId)
    .executeTakeFirstOrThrow();
  return [{ userId: owner.user_id, weight: 1, leader: true, joinedAt: owner.created_at }];
}

/** Who is (or was) in the act, for breaking ties among stored parts: leader, earliest join, user id. */
async function tieBreakers(db: Db, actId: number): Promise<Map<number, { leader: boolean; joinedAt: string }>> {
  const rows = await db
    .selectFrom('act_members')
    .select(['user_id', 'role', 'joined_at'])
    .where('act_id', '=', actId)
    .orderBy('joined_at')
    .execute();
  const map = new Map<number, { leader: boolean; joinedAt: string }>();
  for (const row of rows) {
    const known = map.get(row.user_id);
    map.set(row.user_id, {
      leader: (known?.leader ?? false) || row.role === 'leader',
      joinedAt: known?.joinedAt ?? row.joined_at,
    });
  }
  return map;
}

/** Stored parts (pence per member) as sharers of a later amount. */
export async function partsAsSharers(db: Db, actId: number, parts: readonly Part[]): Promise<Sharer[]> {
  const ties = await tieBreakers(db, actId);
  return parts
    .filter((p) => p.amount > 0)
    .map((p) => ({
      userId: p.userId,
      weight: p.amount,
      leader: ties.get(p.userId)?.leader ?? false,
      joinedAt: ties.get(p.userId)?.joinedAt ?? '',
    }));
}

/** A tip's stored parts. */
export function tipParts(db: Db, tipId: number): Promise<Part[]> {
  return db
    .selectFrom('tip_splits')
    .select(['member_user_id as userId', 'amount'])
    .where('tip_id', '=', tipId)
    .orderBy('member_user_id')
    .execute();
}

/** Sums of a tip's ledger rows of some kinds per member (what was refunded or held of each part). */
async function takenPerMember(db: Db, tipId: number): Promise<Map<number, number>> {
  const refunded = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('tip_refunds as r', 'r.id', 'l.refund_id')
    .select(['l.member_user_id', 'l.amount'])
    .where('r.tip_id', '=', tipId)
    .where('l.entry_type', '=', 'tip_refunded')
    .execute();
  const held = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('tip_disputes as d', 'd.id', 'l.dispute_id')
    .select(['l.member_user_id', 'l.amount'])
    .where('d.tip_id', '=', tipId)
    .where('d.status', '<>', 'won')
    .where('l.entry_type', '=', 'dispute_held')
    .execute();
  const taken = new Map<number, number>();
  for (const row of [...refunded, ...held]) {
    taken.set(row.member_user_id, (taken.get(row.member_user_id) ?? 0) - row.amount);
  }
  return taken;
}

/**
 * How `amount` pence taken back from a tip (a refund's net share, a dispute's hold) falls on its
 * members: split over what is left of each member's part (their part less what refunds and
 * disputes open or lost already took), so no member gives back more than they were credited for
 * that tip. Should more be taken than is left (a dispute after refunds), it is split over the
 * stored parts as they were.
 */
export async function takeBackParts(db: Db, tip: { id: number; musician_id: number }, amount: number): Promise<Part[]> {
  const parts = await tipParts(db, tip.id);
  const taken = await takenPerMember(db, tip.id);
  const left = parts.map((p) => ({ userId: p.userId, amount: p.amount - (taken.get(p.userId) ?? 0) }));
  const leftTotal = left.reduce((s, p) => s + Math.max(0, p.amount), 0);
  const weights = leftTotal >= amount ? left : parts;
  const split = largestRemainder(amount, await partsAsSharers(db, tip.musician_id, weights));
  if (split.length > 0) return split;
  // Nothing to split (0 p, or a tip with no stored part): one row, as an act of one always had.
  const holder = parts[0]?.userId ?? (await currentShares(db, tip.musician_id))[0]!.userId;
  return [{ userId: holder, amount }];
}

/**
 * Splits an amount coming in (a tip's or a captured price's net) by the act's shares current now.
 * Called under the act's earnings lock, so the shares read cannot change before the commit: the
 * amount is split entirely by the old or entirely by the new shares. A 0 p amount still gives
 * one (0) row, to the first sharer.
 */
export async function splitByCurrentShares(db: Db, actId: number, amount: number): Promise<Part[]> {
  const sharers = await currentShares(db, actId);
  const split = largestRemainder(amount, sharers);
  return split.length > 0 ? split : [{ userId: sharers[0]!.userId, amount }];
}
