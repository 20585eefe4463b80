import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { backingMessages } from '../../../../shared/requests/backing-messages';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { ComingUpList } from './coming-up-list';
import { backSong, getShowSongs, showSongsQueryKey, withdrawBacking, type ShowSong } from '../api/show-songs';

/** While the page's stream is down, the list is read this often instead. */
export const SHOW_SONGS_POLL_MS = 10_000;

const asked = (count: number) => (count === 1 ? 'Asked once' : `Asked ${count} times`);

function SongRow({
  song,
  isOpen,
  isBusy,
  onToggle,
}: {
  song: ShowSong;
  isOpen: boolean;
  isBusy: boolean;
  onToggle: (song: ShowSong) => void;
}) {
  const isBacked = song.mine === 'backed';
  const name = song.artist_name ? `${song.song_title} by ${song.artist_name}` : song.song_title;
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="wrap-anywhere font-semibold text-ink">
          {song.song_title}
          {song.artist_name ? <span className="font-normal text-ink-muted"> · {song.artist_name}</span> : null}
        </p>
        <p className="text-sm text-ink-muted">{asked(song.count)}</p>
      </div>
      {song.mine === 'asked' ? (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-raised px-2.5 py-1 text-sm font-semibold text-ink">
          <Check aria-hidden="true" className="size-4" />
          You asked
        </span>
      ) : (
        <Button
          size="compact"
          variant={isBacked ? 'primary' : 'secondary'}
          className="shrink-0 px-3"
          aria-pressed={isBacked}
          aria-label={isBacked ? `Take back your +1 for ${name}` : `Add your +1 to ${name}`}
          disabled={!isOpen}
          isLoading={isBusy}
          onClick={() => onToggle(song)}
        >
          {isBacked ? <Check aria-hidden="true" className="size-4" /> : null}
          +1
        </Button>
      )}
    </li>
  );
}

/**
 * Tonight's songs at the chosen show, most asked first, with a +1 on each: titles and counts only.
 * The page's one stream keeps the list current (it puts each `show-songs` state in this query's
 * cache); it is read by polling only while that stream is down. Loaded only once the show has
 * songs to back, so the request page's first download does not carry it; a default export for the
 * same reason.
 */
export default function BackingList({
  sessionId,
  isStreaming,
  onBacked,
}: {
  sessionId: number;
  isStreaming: boolean;
  /** The phone now has a request at this show: the page follows its requests. */
  onBacked: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: showSongsQueryKey(sessionId),
    queryFn: ({ signal }) => getShowSongs(sessionId, signal),
    refetchInterval: (current) =>
      isStreaming || current.state.data?.session.status === 'ended' ? false : SHOW_SONGS_POLL_MS,
  });
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const songs = query.data?.songs ?? [];
  const comingUp = query.data?.coming_up ?? [];
  if (songs.length === 0 && comingUp.length === 0) return null;
  const isOpen = query.data!.is_open;
  const status = query.data!.session.status;

  const toggle = async (song: ShowSong) => {
    setBusyKey(song.song_key);
    setError(null);
    try {
      if (song.mine === 'backed') {
        await withdrawBacking(sessionId, song.song_key);
        setSaid(`Your +1 for ${song.song_title} is taken back.`);
      } else {
        await backSong(sessionId, song.song_key);
        setSaid(`Your +1 for ${song.song_title} is in.`);
        onBacked();
      }
    } catch (failure) {
      setError(errorMessage(failure, 'Your +1 could not be sent. Please try again.', webMessages.networkError));
    } finally {
      setBusyKey(null);
      // The stream brings the new counts; a read makes sure while it is down.
      void queryClient.invalidateQueries({ queryKey: showSongsQueryKey(sessionId) });
    }
  };

  return (
    <>
      {comingUp.length > 0 ? <ComingUpList songs={comingUp} /> : null}
      {songs.length > 0 ? (
        <section
          aria-labelledby="show-songs-title"
          className="mt-6 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
        >
          <h2 id="show-songs-title" className="text-xl font-bold text-ink">
            Asked for tonight
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Add your +1 to a song someone already asked for. It counts as one of your requests; tap again to take it
            back while it waits.
          </p>
          {!isOpen ? (
            <p className="mt-2 rounded-lg bg-surface-raised px-3 py-2 text-sm text-ink">
              {status === 'paused'
                ? 'Requests are paused. You can add your +1 again when the artist takes requests.'
                : backingMessages.priced}
            </p>
          ) : null}
          <ul className="mt-3 divide-y divide-line">
            {songs.map((song) => (
              <SongRow
                key={song.song_key}
                song={song}
                isOpen={isOpen && (busyKey === null || busyKey === song.song_key)}
                isBusy={busyKey === song.song_key}
                onToggle={(chosen) => void toggle(chosen)}
              />
            ))}
          </ul>
          <FormAlert message={error} />
          <p className="sr-only" role="status">
            {said}
          </p>
        </section>
      ) : null}
    </>
  );
}
