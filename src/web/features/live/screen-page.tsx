import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Music, WifiOff } from 'lucide-react';
import { useParams } from 'react-router';
import type { ScreenSong } from '../../../shared/live/screen';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useEventStream } from '../../lib/use-event-stream';
import { FollowQrImage, RequestQrImage } from '../qr/components/request-qr-image';
import { getScreen, screenQueryKey, screenStreamUrl, type ScreenState } from './api/get-screen';

/** While the stream is down the screen asks every few seconds; the stream's return stops that. */
const FALLBACK_POLL_MS = 5000;

function songName(song: ScreenSong) {
  return `${song.song_title}${song.artist_name ? ` — ${song.artist_name}` : ''}`;
}

/**
 * The venue screen, for a TV or projector at 1920×1080 and readable across a room: who
 * is playing, the song now, the next few, what the room asked for tonight and the QR code to
 * request. It follows the show over one stream (the whole state each time, so a reconnect is
 * current at once), polls while that is down, and rests calmly between shows. No sign-in.
 * Dark in both schemes, in the screen-* colours alone (decision 027): TVs run the light scheme.
 */
export function ScreenPage() {
  const { qrCodeId = '' } = useParams();
  const queryClient = useQueryClient();
  const key = screenQueryKey(qrCodeId);
  const { isConnected } = useEventStream(screenStreamUrl(qrCodeId), {
    screen: (data) => queryClient.setQueryData<ScreenState>(key, data as ScreenState),
  });
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getScreen(qrCodeId, signal),
    refetchInterval: isConnected ? false : FALLBACK_POLL_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 3,
  });
  const stageName = query.data?.musician.stage_name;
  useDocumentMeta(
    stageName ? `${stageName} — live` : 'Venue screen',
    'Now playing, up next and how to request a song.',
  );

  if (query.isPending) {
    return <div className="min-h-dvh bg-screen-canvas [color-scheme:dark]" aria-busy="true" />;
  }
  if (!query.data) {
    const isUnknown = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main className="flex min-h-dvh items-center justify-center bg-screen-canvas [color-scheme:dark] p-12 text-center text-screen-ink">
        <p role="alert" className="text-4xl font-bold">
          {isUnknown ? 'This screen’s QR code is not known.' : 'Connecting to Stagecall…'}
        </p>
      </main>
    );
  }
  const { musician, show } = query.data;
  return (
    <main className="grid min-h-dvh grid-cols-[1fr_auto] gap-12 overflow-hidden bg-screen-canvas [color-scheme:dark] p-[4vh_4vw] text-screen-ink">
      <div className="flex min-w-0 flex-col">
        <p className="text-[2.2vh] font-extrabold uppercase tracking-[0.3em] text-screen-accent">Stagecall</p>
        <h1 className="mt-[1vh] line-clamp-1 wrap-anywhere text-[6vh] font-extrabold leading-tight">
          {musician.stage_name}
        </h1>
        {show ? (
          <>
            <p className="line-clamp-1 wrap-anywhere text-[3vh] text-screen-ink-muted">at {show.venue_name}</p>
            <section aria-labelledby="screen-now" className="mt-[4vh]">
              <h2 id="screen-now" className="text-[2.6vh] font-bold uppercase tracking-widest text-screen-accent">
                Now playing
              </h2>
              {show.now_playing ? (
                <>
                  <p className="line-clamp-2 wrap-anywhere text-[8vh] font-extrabold leading-[1.05]">
                    {show.now_playing.song_title}
                  </p>
                  <p className="line-clamp-1 wrap-anywhere text-[4vh] text-screen-ink-muted">
                    {show.now_playing.artist_name ?? ''}
                    {show.now_playing.fan_name ? ` · for ${show.now_playing.fan_name}` : ''}
                  </p>
                  {show.now_playing.message ? (
                    <p className="line-clamp-2 wrap-anywhere text-[3vh] italic text-screen-ink-muted">
                      “{show.now_playing.message}”
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="text-[5vh] font-bold text-screen-ink-muted">The next song is coming up</p>
              )}
            </section>
            {show.coming_up ? (
              // The musician shows the night's plan (decision 043): its next songs replace Up next.
              <section aria-labelledby="screen-coming-up" className="mt-[4vh] min-h-0">
                <h2
                  id="screen-coming-up"
                  className="text-[2.6vh] font-bold uppercase tracking-widest text-screen-accent"
                >
                  Coming up
                </h2>
                {show.coming_up.length > 0 ? (
                  <ol className="mt-[1vh] grid gap-[1vh]">
                    {show.coming_up.map((song, index) => (
                      <li
                        key={`${index}-${song.title}`}
                        className="flex min-w-0 items-baseline gap-4 text-[4vh] font-semibold"
                      >
                        <span className="shrink-0 text-screen-accent tabular-nums">{index + 1}.</span>
                        <span className="line-clamp-1 wrap-anywhere">
                          {song.artist ? `${song.title} — ${song.artist}` : song.title}
                        </span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="mt-[1vh] text-[3.4vh] text-screen-ink-muted">
                    Your song could be next: scan the code to request it.
                  </p>
                )}
              </section>
            ) : (
              <section aria-labelledby="screen-next" className="mt-[4vh] min-h-0">
                <h2 id="screen-next" className="text-[2.6vh] font-bold uppercase tracking-widest text-screen-accent">
                  Up next
                </h2>
                {show.up_next.length > 0 ? (
                  <ol className="mt-[1vh] grid gap-[1vh]">
                    {show.up_next.map((song, index) => (
                      <li
                        key={`${index}-${song.song_title}`}
                        className="flex min-w-0 items-baseline gap-4 text-[4vh] font-semibold"
                      >
                        <span className="shrink-0 text-screen-accent tabular-nums">{index + 1}.</span>
                        <span className="line-clamp-1 wrap-anywhere">{songName(song)}</span>
                        {song.requests > 1 ? (
                          <span className="shrink-0 text-screen-accent">×{song.requests}</span>
                        ) : null}
                        {song.fan_name ? (
                          <span className="line-clamp-1 shrink wrap-anywhere text-[2.6vh] text-screen-ink-muted">
                            for {song.fan_name}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="mt-[1vh] text-[3.4vh] text-screen-ink-muted">
                    Your song could be next: scan the code to request it.
                  </p>
                )}
              </section>
            )}
            {show.requests_paused ? (
              <p className="mt-auto text-[3vh] font-bold text-screen-accent">Requests are paused for a moment.</p>
            ) : null}
          </>
        ) : (
          <section className="mt-[8vh]">
            <Music aria-hidden="true" className="size-[10vh] text-screen-accent" />
            <p className="mt-[2vh] text-[5vh] font-bold">No show on right now.</p>
            <p className="text-[3.4vh] text-screen-ink-muted">
              When the music starts, this screen shows what is playing.
            </p>
          </section>
        )}
      </div>
      <aside className="flex w-[30vw] flex-col items-center">
        <div className="rounded-[2vh] bg-screen-tile p-[1.5vh]">
          <RequestQrImage
            qrCodeId={musician.qr_code_id}
            stageName={musician.stage_name}
            // With the follow code and tonight's songs below, the column still fits 1080 lines.
            className="block size-[33vh]"
          />
        </div>
        <p className="mt-[2vh] text-center text-[3.6vh] font-extrabold">Scan to request a song</p>
        {show ? (
          <section aria-labelledby="screen-tonight" className="mt-[3vh] w-full">
            <h2 id="screen-tonight" className="text-[2.6vh] font-bold uppercase tracking-widest text-screen-accent">
              Requested tonight: {show.requested_tonight}
            </h2>
            <ul className="mt-[1vh] grid gap-[0.6vh] text-[2.8vh]">
              {show.top_songs.map((song, index) => (
                <li key={`${index}-${song.song_title}`} className="flex min-w-0 justify-between gap-3">
                  <span className="line-clamp-1 wrap-anywhere">{song.song_title}</span>
                  <span className="shrink-0 tabular-nums text-screen-accent">×{song.requests}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {/* Smaller, and below: requesting is what the room is here for; following is for after. */}
        <div className={`flex w-full items-center gap-[1.5vw] ${show ? 'mt-[2.5vh]' : 'mt-[6vh]'}`}>
          <div className="shrink-0 rounded-[1vh] bg-screen-tile p-[0.8vh]">
            <FollowQrImage
              qrCodeId={musician.qr_code_id}
              stageName={musician.stage_name}
              className="block size-[11vh]"
            />
          </div>
          <p className="line-clamp-3 wrap-anywhere text-[2.8vh] font-bold leading-tight">
            Follow {musician.stage_name}
            <span className="block text-[2.2vh] font-normal text-screen-ink-muted">
              Hear of their next gigs near you
            </span>
          </p>
        </div>
        {!isConnected ? (
          <p role="status" className="mt-auto flex items-center gap-2 text-[2.2vh] text-screen-ink-muted">
            <WifiOff aria-hidden="true" className="size-[2.6vh]" />
            Reconnecting…
          </p>
        ) : null}
      </aside>
    </main>
  );
}
