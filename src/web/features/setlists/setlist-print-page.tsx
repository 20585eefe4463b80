import { ArrowLeft, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { describeTotal, formatLength } from '../../../shared/setlists/format';
import { Button, ButtonLink } from '../../components/button';
import { LoadFailed } from '../../components/load-failed';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { formatGigDate } from '../../lib/format-date';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { useSetlist } from './api/setlists';

/**
 * /setlists/:id/print — the setlist for the stage floor: large type, one set per printed page,
 * nothing of the app on paper (the print stylesheet is Tailwind's print: variants).
 */
export function SetlistPrintPage() {
  const id = Number(useParams().id);
  const setlist = useSetlist(id);
  useDocumentMeta(setlist.data ? `${setlist.data.name} — Print` : 'Setlist', 'A setlist to print.');
  useSendHomeOnUnauthorized();

  return (
    <main
      id="main"
      className="mx-auto w-full max-w-4xl px-4 py-6 text-ink sm:px-8 print:max-w-none print:p-0 print:text-black"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <ButtonLink to={`/setlists/${id}`} variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
          Back to the editor
        </ButtonLink>
        {setlist.data ? (
          <Button onClick={() => window.print()} icon={<Printer aria-hidden="true" className="size-5" />}>
            Print
          </Button>
        ) : null}
      </div>
      {setlist.isPending ? (
        <Spinner label="Loading the setlist…" />
      ) : setlist.isError ? (
        <LoadFailed
          query={setlist}
          title={
            setlist.error instanceof ApiError && [403, 404].includes(setlist.error.status)
              ? 'Setlist not found'
              : 'We could not load this setlist'
          }
        />
      ) : (
        <article>
          {setlist.data.sets.map((set, index) => (
            <section
              key={set.id}
              aria-labelledby={`print-set-${set.id}`}
              className={`${index > 0 ? 'mt-12 break-before-page print:mt-0' : ''}`}
            >
              <p className="wrap-anywhere text-lg font-semibold text-ink-muted print:text-black">
                {setlist.data.name}
                {setlist.data.gigs[0]
                  ? ` · ${setlist.data.gigs[0].venue_name}, ${formatGigDate(setlist.data.gigs[0].scheduled_date)}`
                  : ''}
              </p>
              <h1
                id={`print-set-${set.id}`}
                className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 border-b-4 border-current pb-2 text-5xl font-extrabold"
              >
                <span className="wrap-anywhere">{set.name}</span>
                <span className="text-2xl font-semibold">{describeTotal(set.items)}</span>
              </h1>
              {set.items.length === 0 ? (
                <p className="mt-6 text-2xl">No songs in this set.</p>
              ) : (
                <ol className="mt-4 grid gap-3">
                  {set.items.map((item, position) => (
                    <li key={item.id} className="flex gap-4 break-inside-avoid text-3xl leading-tight">
                      <span className="w-12 shrink-0 text-right font-bold tabular-nums">{position + 1}</span>
                      <div className="min-w-0 flex-1">
                        <p className="wrap-anywhere font-bold">
                          {item.title}
                          {item.song_key ? <span className="font-semibold"> ({item.song_key})</span> : null}
                        </p>
                        {item.artist || item.note ? (
                          <p className="wrap-anywhere text-xl text-ink-muted print:text-black">
                            {[item.artist, item.note].filter(Boolean).join(' — ')}
                          </p>
                        ) : null}
                      </div>
                      <span className="shrink-0 text-2xl tabular-nums">
                        {item.length_seconds !== null ? formatLength(item.length_seconds) : ''}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </article>
      )}
    </main>
  );
}
