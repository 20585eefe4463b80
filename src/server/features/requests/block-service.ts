import { authorizeOwner } from '../../security/policies';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { channels } from '../../realtime/event-bus';

/**
 * The musician blocks the phone behind a request for the rest of that show. Its next
 * requests are refused politely (intake-service.ts), without saying it was blocked. Under the
 * queue's lock, as every intake is, so a request racing the block is either before it or refused.
 * Blocking twice is the same as once.
 */
export async function blockRequestDevice(ctx: AppContext, musicianId: number, requestId: number): Promise<void> {
  const row = await ctx.db
    .selectFrom('song_requests')
    .select(['musician_id', 'session_id', 'device_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  const request = authorizeOwner('request', row, musicianId);
  const deviceId = request.device_id;
  // Requests made before phones carried an id (seeded history) have no phone to block.
  if (!deviceId) throw badRequest('This request has no phone to block');
  await ctx.bus.transaction([channels.musicianQueue(musicianId)], async (trx) => {
    await trx
      .insertInto('session_blocked_devices')
      .values({ session_id: request.session_id, device_id: deviceId, created_at: ctx.clock.now().toISOString() })
      .onConflict((oc) => oc.columns(['session_id', 'device_id']).doNothing())
      .execute();
  });
}
