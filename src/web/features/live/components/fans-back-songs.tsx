import type { LiveSession } from '../../../../shared/live';
import { setFansBackSongs } from '../api/show-controls';
import { ShowSwitch } from './show-switch';

/**
 * Fans see the songs asked for tonight with their counts (titles only) and back one with a +1,
 * which reaches this queue as a request for that song; 'Most asked' orders by them.
 */
export function FansBackSongs({ session }: { session: LiveSession }) {
  const isOn = session.fans_back_songs === 1;
  return (
    <ShowSwitch
      label="Fans back songs (+1)"
      description={
        isOn
          ? 'Fans see tonight’s songs with how many asked (titles only) and add their +1.'
          : 'Fans do not see the other songs asked for tonight.'
      }
      isOn={isOn}
      save={(next) => setFansBackSongs(session.id, next)}
      failedMessage="Failed to change whether fans can back songs"
    />
  );
}
