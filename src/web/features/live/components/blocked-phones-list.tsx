import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { formatInstantTime } from '../../../lib/format';
import type { BlockedPhone } from '../api/phone-blocks';

interface BlockedPhonesListProps {
  /** Undefined while the list loads. */
  phones: readonly BlockedPhone[] | undefined;
  isError: boolean;
  busyId: number | null;
  onUnblock: (requestId: number) => void;
}

/**
 * The show's blocked phones in the controls sheet, each known by what it asked for (never by
 * anything that names the phone), with Unblock beside it: Undo blocks it again.
 */
export function BlockedPhonesList({ phones, isError, busyId, onUnblock }: BlockedPhonesListProps) {
  // An unblocked phone leaves the list with the button that was focused: focus stays in the
  // sheet, on the list's title, so Tab and Escape still work.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const count = phones?.length;
  useEffect(() => {
    if (count !== undefined && document.activeElement === document.body) titleRef.current?.focus();
  }, [count]);
  return (
    <section aria-labelledby="blocked-phones-title" className="grid gap-2">
      <h3 ref={titleRef} tabIndex={-1} id="blocked-phones-title" className="font-bold text-ink focus:outline-none">
        Blocked phones{phones ? ` (${phones.length})` : ''}
      </h3>
      {isError ? (
        <p className="text-sm text-danger">
          Could not load the blocked phones. Close and open the controls to try again.
        </p>
      ) : !phones ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : phones.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No phone is blocked at this show. To block one, open a new request and choose Block phone.
        </p>
      ) : (
        <ul className="grid gap-2">
          {phones.map((phone) => {
            const [latest, ...earlier] = phone.requests;
            if (!latest) return null;
            return (
              <li
                key={latest.id}
                className="flex items-center gap-2 rounded-control border border-line bg-surface-raised px-3 py-2"
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-semibold text-ink">{latest.song_title}</p>
                  <p className="truncate text-ink-muted">
                    {latest.fan_name || 'Anonymous'}
                    {earlier.length > 0
                      ? ` · ${earlier.length} more ${earlier.length === 1 ? 'request' : 'requests'}`
                      : ''}
                    {` · blocked at ${formatInstantTime(phone.blocked_at)}`}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  isLoading={busyId === latest.id}
                  loadingText="Unblocking…"
                  onClick={() => onUnblock(latest.id)}
                  icon={<ShieldCheck aria-hidden="true" className="size-5 shrink-0" />}
                >
                  Unblock<span className="sr-only"> the phone that asked for {latest.song_title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
