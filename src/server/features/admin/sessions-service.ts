import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { adminMessages as m } from '../../../shared/admin/messages';
import {
  type AdminLiveSession,
  type AdminScheduledSession,
  type scheduledSessionBody,
} from '../../../shared/admin/sessions';
import { todayIso } from '../../../shared/dates';
import { endLiveSession, pauseLiveSession } from '../live/service';
import { changeWithAudit, deleteWithAudit, recordAudit, type AuditActor } from './audit';

type ScheduledInput = ReturnType<typeof scheduledSessionBody.parse>;

/** Spec 2 'Current Live Sessions': running and paused shows, with request counts and tips. */
export async function listLiveSessions(ctx: AppContext): Promise<AdminLiveSession[]> {
  const rows = await ctx.db
    .selectFrom('live_sessions')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'live_sessions.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .select((eb) => [
      'live_sessions.id',
      'live_sessions.status',
      'musician_profiles.stage_name as musician_stage_name',
      'users.email as musician_email',
      'live_sessions.session_name',
      'live_sessions.venue_name',
      'live_sessions.started_at',
      eb
        .selectFrom('song_requests')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('song_requests.session_id', '=', 'live_sessions.id')
        .as('total'),
      eb
        .selectFrom('song_requests')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('song_requests.session_id', '=', 'live_sessions.id')
        .where('song_requests.status', '=', 'played')
        .as('played'),
      eb
        .selectFrom('song_requests')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('song_requests.session_id', '=', 'live_sessions.id')
        .where('song_requests.status', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('tips')
        .select((t) => t.fn.sum<number>('tips.amount').as('n'))
        .whereRef('tips.session_id', '=', 'live_sessions.id')
        .where('tips.status', '=', 'succeeded')
        .as('tips'),
    ])
    .where('live_sessions.status', 'in', ['active', 'paused'])
    .orderBy('live_sessions.started_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status as 'active' | 'paused',
    musician_stage_name: row.musician_stage_name,
    musician_email: row.musician_email,
    session_name: row.session_name,
    venue_name: row.venue_name,
    started_at: row.started_at,
    request_stats: {
      total: Number(row.total ?? 0),
      played: Number(row.played ?? 0),
      pending: Number(row.pending ?? 0),
    },
    total_tips_amount: Number(row.tips ?? 0),
  }));
}

export async function pauseSession(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  await pauseLiveSession(ctx, id, { admin: true });
  await recordAudit(
    ctx.db,
    actor,
    { action: 'session.paused', target: { type: 'live_session', id } },
    ctx.clock.now().toISOString(),
  );
}

export async function endSession(ctx: AppContext, actor: AuditActor, id: number) {
  const stats = await endLiveSession(ctx, 0, id, 'admin');
  await recordAudit(
    ctx.db,
    actor,
    { action: 'session.ended', target: { type: 'live_session', id }, after: stats },
    ctx.clock.now().toISOString(),
  );
  return stats;
}

const scheduledColumns = [
  'scheduled_gigs.id',
  'musician_profiles.stage_name as musician_stage_name',
  'users.email as musician_email',
  'scheduled_gigs.session_name',
  'scheduled_gigs.location_address',
  'scheduled_gigs.venue_name',
  'scheduled_gigs.scheduled_date',
  'scheduled_gigs.scheduled_start_time',
  'scheduled_gigs.scheduled_end_time',
  'scheduled_gigs.is_publicly_visible',
] as const;

function scheduledQuery(ctx: AppContext) {
  return ctx.db
    .selectFrom('scheduled_gigs')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'scheduled_gigs.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .select(scheduledColumns);
}

type ScheduledRow = Omit<AdminScheduledSession, 'is_publicly_visible'> & { is_publicly_visible: number };
const presentScheduled = (row: ScheduledRow): AdminScheduledSession => ({
  ...row,
  is_publicly_visible: row.is_publicly_visible === 1,
});

/** Spec 2 'Future Scheduled Sessions': today (London) onwards, soonest first. */
export async function listScheduledSessions(ctx: AppContext): Promise<AdminScheduledSession[]> {
  const rows = await scheduledQuery(ctx)
    .where('scheduled_gigs.scheduled_date', '>=', todayIso(ctx.clock.now()))
    .orderBy('scheduled_gigs.scheduled_date')
    .orderBy('scheduled_gigs.scheduled_start_time')
    .limit(500)
    .execute();
  return rows.map(presentScheduled);
}

async function scheduledRow(ctx: AppContext, id: number) {
  const row = await scheduledQuery(ctx).where('scheduled_gigs.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.sessionNotFound);
  return presentScheduled(row);
}

export async function updateScheduledSession(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: ScheduledInput,
): Promise<AdminScheduledSession> {
  const before = await scheduledRow(ctx, id);
  await changeWithAudit(
    ctx,
    actor,
    async (trx, at) => {
      const updated = await trx
        .updateTable('scheduled_gigs')
        .set({ ...input, is_publicly_visible: input.is_publicly_visible ? 1 : 0, updated_at: at })
        .where('id', '=', id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound(m.sessionNotFound);
    },
    () => ({ action: 'gig.updated', target: { type: 'gig', id }, before, after: input }),
  );
  return scheduledRow(ctx, id);
}

export async function deleteScheduledSession(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const before = await scheduledRow(ctx, id);
  await deleteWithAudit(ctx, actor, 'scheduled_gigs', { id, before, missing: m.sessionNotFound });
}
