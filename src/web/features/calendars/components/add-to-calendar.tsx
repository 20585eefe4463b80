import { CalendarPlus } from 'lucide-react';
import { gigCalendarPath, googleCalendarUrl, type CalendarGig } from '../../../../shared/calendars/links';
import { buttonClasses } from '../../../components/button';

interface AddToCalendarProps {
  gig: CalendarGig & { id: number };
  stageName: string;
  /** The act's artist page, written into the Google event's details so a fan can find it later. */
  artistPageUrl: string;
  className?: string;
}

const choiceClasses =
  'flex min-h-11 items-center rounded-control px-3 text-sm font-semibold text-ink hover:bg-surface-raised focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * "Add to calendar" for one public gig: the .ics file every calendar app opens (Apple, Outlook,
 * Thunderbird, Android) and Google Calendar's own page. A native <details> disclosure, so it opens
 * with a tap, Enter or Space and needs no script of its own.
 */
export function AddToCalendar({ gig, stageName, artistPageUrl, className = '' }: AddToCalendarProps) {
  const google = googleCalendarUrl(gig, stageName, artistPageUrl);
  return (
    <details className={className}>
      <summary
        className={buttonClasses(
          'secondary',
          'compact',
          'w-full cursor-pointer list-none whitespace-nowrap px-3 [&::-webkit-details-marker]:hidden',
        )}
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        Add to calendar<span className="sr-only">: {gig.venue_name}</span>
      </summary>
      <ul className="mt-1 rounded-control border border-line bg-surface p-1">
        <li>
          <a className={choiceClasses} href={gigCalendarPath(gig.id)} download={`gig-${gig.id}.ics`}>
            Apple, Outlook and others (.ics)
          </a>
        </li>
        {google ? (
          <li>
            <a className={choiceClasses} href={google} target="_blank" rel="noopener noreferrer">
              Google Calendar<span className="sr-only"> (opens in a new window)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
