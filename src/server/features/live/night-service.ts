import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../http/errors';
import { authorizeOwner } from '../../security/policies';
import { channels } from '../../realtime/event-bus';
import { liveMessages, type LiveSession } from '../../../shared/live';
import type { NightState, PublishedPlayedLists } from '../../../shared/live/night';
import { nightMessages } from '../../../shared/live/night-messages';
import { findSetlistRow, setsOf } from '../setlists/public';
import { findSessionById } from './queries';
import {
  findNightShow,
  insertNightItems,
  latestPlayedShows,
  nightItems,
  playedList,
  playedListPublished,
  saveComingUpPublic,
  saveNightSetlist,
  savePlayedListPublished,
  type NewNightItem,
} from './night-queries';
import { POSITION_STEP } from './night-changes';
import { playItemNow, playNextOfNight, skipItem, slotRequest, unslotRequest } from './night-plans';
import { findScreenMusician, findStage } from './stage-queries';
import { stageAction, stageUpdateOf, type StageActor } from './stage-service';

/**
 * Copies the act's setlist into the show as its night (decision 043: the show keeps a copy, so
 * editing the setlist during the show changes nothing on stage). Inside the caller's transaction.
 */
export async function copySetlistIntoShow(trx: Db, actId: number, sessionId: number, setlistId: number) {
  const setlist = await findSetlistRow(trx, setlistId);
  if (!setlist || setlist.musician_id !== actId) throw notFound(nightMessages.setlistNotFound);
  const items: NewNightItem[] = (await setsOf(trx, setlist.id)).flatMap((set) =>
    set.items.map((item) => ({
      position: 0,
      set_name: set.name,
      title: item.title,
      artist: item.artist,
      musical_key: item.song_key,
      length_seconds: item.length_seconds,
      note: item.note,
      request_id: null,
    })),
  );
  await insertNightItems(
    trx,
    sessionId,
    items.map((item, i) => ({ ...item, position: (i + 1) * POSITION_STEP })),
  );
  await saveNightSetlist(trx, sessionId, setlist);
}

/** The night as the live manager shows it. */
export async function readNight(ctx: AppContext, actId: number, sessionId: number): Promise<NightState> {
  const show = authorizeOwner('liveSession', await findNightShow(ctx.db, sessionId), actId);
  const items = await nightItems(ctx.db, sessionId);
  return {
    session_id: show.id,
    setlist_name: show.setlist_name,
    now_playing_item_id: show.now_playing_item_id,
    coming_up_public: show.coming_up_public === 1,
    items: items.map(({ position: _, ...item }) => item),
    played: await playedList(ctx.db, sessionId),
  };
}

/** Going live without a setlist, then choosing one: only while the show has no night yet. */
export async function startNight(ctx: AppContext, actId: number, sessionId: number, setlistId: number) {
  authorizeOwner('liveSession', await findSessionById(ctx.db, sessionId), actId);
  await ctx.bus.transaction([channels.musicianQueue(actId)], async (trx, emit) => {
    const stage = await findStage(trx, sessionId);
    if (!stage) throw notFound(liveMessages.sessionNotFound);
    if (stage.status === 'ended') throw conflict(liveMessages.alreadyEnded, 'session_ended');
    if ((await nightItems(trx, sessionId)).length > 0) throw conflict(nightMessages.underway, 'night_underway');
    await copySetlistIntoShow(trx, actId, sessionId, setlistId);
    await emit(channels.musicianQueue(actId), 'session.stage', stageUpdateOf(stage));
  });
  return readNight(ctx, actId, sessionId);
}

/** One of the night's stage taps; the answer is the show and its night as they now stand. */
async function nightTap(
  ctx: AppContext,
  actor: StageActor,
  sessionId: number,
  plan: Parameters<typeof stageAction>[3],
): Promise<{ session: LiveSession; night: NightState }> {
  const { session } = await stageAction(ctx, actor, sessionId, plan);
  return { session, night: await readNight(ctx, actor.actId, sessionId) };
}

export const nightActions = {
  playNext: (
    ctx: AppContext,
    actor: StageActor,
    sessionId: number,
    target: { request_id?: number; item_id?: number },
  ) => nightTap(ctx, actor, sessionId, (stage, requests, items) => playNextOfNight(stage, requests, items, target)),
  slot: (ctx: AppContext, actor: StageActor, sessionId: number, requestId: number, afterItemId: number) =>
    nightTap(ctx, actor, sessionId, (_stage, requests, items) => slotRequest(requests, items, requestId, afterItemId)),
  unslot: (ctx: AppContext, actor: StageActor, sessionId: number, itemId: number) =>
    nightTap(ctx, actor, sessionId, (stage, _requests, items) => unslotRequest(stage, items, itemId)),
  skip: (ctx: AppContext, actor: StageActor, sessionId: number, itemId: number) =>
    nightTap(ctx, actor, sessionId, (stage, requests, items) => skipItem(stage, requests, items, itemId)),
  play: (ctx: AppContext, actor: StageActor, sessionId: number, itemId: number) =>
    nightTap(ctx, actor, sessionId, (_stage, requests, items) => playItemNow(requests, items, itemId)),
};

/** Fans' page and the venue screen show what is coming up, or not (off by default, per show). */
export async function setComingUpPublic(ctx: AppContext, actId: number, sessionId: number, on: boolean) {
  authorizeOwner('liveSession', await findSessionById(ctx.db, sessionId), actId);
  await ctx.bus.transaction([channels.musicianQueue(actId)], async (trx, emit) => {
    const stage = await findStage(trx, sessionId);
    if (!stage) throw notFound(liveMessages.sessionNotFound);
    if (stage.status === 'ended') throw conflict(liveMessages.alreadyEnded, 'session_ended');
    await saveComingUpPublic(trx, sessionId, on);
    await emit(channels.musicianQueue(actId), 'session.stage', stageUpdateOf(stage));
  });
  const { musician_id: _, ...session } = (await findSessionById(ctx.db, sessionId))!;
  return session;
}

export async function playedListSetting(ctx: AppContext, actId: number) {
  return { publish_played_list: await playedListPublished(ctx.db, actId) };
}

export async function setPlayedListSetting(ctx: AppContext, actId: number, on: boolean) {
  await savePlayedListPublished(ctx.db, actId, on, ctx.clock.now().toISOString());
  return { publish_played_list: on };
}

/** The act's latest played lists for its artist page, when it publishes them (unknown acts: 404). */
export async function publishedPlayedLists(ctx: AppContext, qrCodeId: string): Promise<PublishedPlayedLists> {
  const act = await findScreenMusician(ctx.db, qrCodeId);
  if (!act) throw notFound('Musician not found');
  if (!(await playedListPublished(ctx.db, act.id))) return { shows: [] };
  return { shows: await latestPlayedShows(ctx.db, act.id) };
}
