import type { SongRequest } from '../../../../shared/live';
import type { NightItem } from '../../../../shared/live/night';
import { nightApi } from './night';
import type { useStageActions } from './use-stage-actions';

/** The night's stage taps, each run as every stage action is (one at a time, its failure said). */
export function nightTaps(stage: ReturnType<typeof useStageActions>, sessionId: number) {
  return {
    playNext: (request: SongRequest) =>
      void stage.run('play-next', () => nightApi.playRequestNext(sessionId, request.id), 'Failed to put the song next'),
    slot: (request: SongRequest, afterItemId: number) =>
      void stage.run('slot', () => nightApi.slot(sessionId, request.id, afterItemId), 'Failed to slot the song'),
    moveUpNext: (item: NightItem) =>
      void stage.run('play-next', () => nightApi.moveUpNext(sessionId, item.id), 'Failed to put the song next'),
    skip: (item: NightItem) =>
      void stage.run('skip', () => nightApi.skip(sessionId, item.id), 'Failed to skip the song'),
    takeOut: (item: NightItem) =>
      void stage.run('unslot', () => nightApi.unslot(sessionId, item.id), 'Failed to take the song out'),
  };
}
