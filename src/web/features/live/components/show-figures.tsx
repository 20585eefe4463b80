import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/button';
import { formatInstantTime, formatPence } from '../../../lib/format';
import { plural } from '../../../lib/plural';
import { QUARTER_HOUR_MS } from '../../../../shared/live/show-history';
import { showCsvUrl, type ShowReport } from '../api/get-past-shows';
import { drawShowCard, shareOrDownload } from '../share-card';

/**
 * A show's night in figures: requests, played, declined and tips, the most requested
 * songs, the busiest quarter-hour, and the ways to keep it: a CSV of every request and an image
 * card to share.
 */
export function ShowFigures({ report, stageName }: { report: ShowReport; stageName: string }) {
  const { summary, session } = report;
  const [shareError, setShareError] = useState<string | null>(null);
  const [isSharing, setIsSharing] = useState(false);
  const tiles = [
    { label: 'Requests', value: String(summary.total_requests) },
    // Requests only: the night's songs played, set songs too, are the played list's count.
    { label: 'Requests played', value: String(summary.played_count) },
    { label: 'Declined', value: String(summary.declined_count) },
    { label: 'Tips', value: formatPence(summary.total_tips) },
  ];
  // Request prices are not tips: shown apart, and only those paid, as the live manager shows them.
  if (summary.total_prices > 0) tiles.push({ label: 'Request prices', value: formatPence(summary.total_prices) });
  const busiest = summary.busiest_quarter_hour;

  const share = async () => {
    setIsSharing(true);
    setShareError(null);
    try {
      const card = await drawShowCard(report, stageName);
      await shareOrDownload(card, `stagecall-show-${session.started_at.slice(0, 10)}.png`);
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        setShareError(error instanceof Error ? error.message : 'The card could not be made.');
      }
    } finally {
      setIsSharing(false);
    }
  };

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="min-w-0 rounded-control bg-surface-raised px-3 py-2">
            <dt className="text-xs font-bold uppercase tracking-wider text-ink-muted">{tile.label}</dt>
            <dd className="truncate text-2xl font-bold text-ink">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <h3 className="font-bold text-ink">Most requested</h3>
          {summary.top_songs.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">No requests at this show.</p>
          ) : (
            <ol className="mt-1 grid gap-1 text-sm text-ink">
              {summary.top_songs.map((song, index) => (
                <li key={`${song.song_title}-${index}`} className="flex min-w-0 gap-2">
                  <span className="shrink-0 tabular-nums text-ink-muted">{index + 1}.</span>
                  <span className="min-w-0 wrap-anywhere">
                    <strong>{song.song_title}</strong>
                    {song.artist_name ? ` · ${song.artist_name}` : null}
                  </span>
                  <span className="ml-auto shrink-0 text-ink-muted">{plural(song.requests, 'request')}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="font-bold text-ink">Busiest quarter-hour</h3>
          <p className="mt-1 text-sm text-ink">
            {busiest
              ? `${formatInstantTime(busiest.starts_at)}–${formatInstantTime(
                  new Date(Date.parse(busiest.starts_at) + QUARTER_HOUR_MS).toISOString(),
                )} · ${plural(busiest.requests, 'request')}`
              : 'No requests at this show.'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={showCsvUrl(session.id)}
          download
          className={buttonClasses('secondary', 'md')}
          aria-label={`Download the requests of ${session.session_name} as CSV`}
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
        <Button
          variant="secondary"
          onClick={() => void share()}
          isLoading={isSharing}
          loadingText="Making the card…"
          icon={<Share2 aria-hidden="true" className="size-4" />}
        >
          Share the night
        </Button>
      </div>
      {shareError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {shareError}
        </p>
      ) : null}
    </div>
  );
}
