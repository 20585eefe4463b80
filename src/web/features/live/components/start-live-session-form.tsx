import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Radio } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { activeSessionsQueryKey } from '../api/get-active-sessions';
import { currentLiveSessionQueryKey } from '../api/get-current-live-session';
import { startLiveSession } from '../api/start-live-session';
import { liveMessages } from '../../../../shared/live-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AutocompleteField } from '../../../components/autocomplete-field';
import { savedVenuesQueryKey } from '../../venues/api/get-saved-venues';
import { useVenueSearch } from '../../venues/api/search-venues';
import { VenueSuggestionOption } from '../../venues/components/venue-suggestion-option';

/** Spec 1 §9: a live session defaults to starting now and ending 3 hours later. */
const DEFAULT_LENGTH_MS = 3 * 60 * 60 * 1000;
const VENUE_SEARCH_DEBOUNCE_MS = 300;

/** A Date as the value of a datetime-local input ("YYYY-MM-DDTHH:MM", local time). */
function toDateTimeLocal(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser reads a datetime-local value as local time; the API takes an ISO instant. */
function toIsoInstant(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The start form of the start-live-session card (spec 1 'Start-live-session card', §5, §8). */
export function StartLiveSessionForm() {
  const queryClient = useQueryClient();
  const [venueName, setVenueName] = useState('');
  const [sessionName, setSessionName] = useState('');
  const [address, setAddress] = useState('');
  const [startsAt, setStartsAt] = useState(() => toDateTimeLocal(new Date()));
  const [endsAt, setEndsAt] = useState(() => toDateTimeLocal(new Date(Date.now() + DEFAULT_LENGTH_MS)));
  const [venueError, setVenueError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const venueRef = useRef<HTMLInputElement>(null);
  const venueQuery = useDebouncedValue(venueName, VENUE_SEARCH_DEBOUNCE_MS);
  const venues = useVenueSearch(venueQuery);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isStarting) return;
    setFormError(null);
    if (!venueName.trim()) {
      setVenueError(liveMessages.venueRequired);
      venueRef.current?.focus();
      return;
    }
    setIsStarting(true);
    try {
      await startLiveSession({
        venue_name: venueName.trim(),
        session_name: sessionName.trim() || null,
        location_address: address.trim() || null,
        start_time: toIsoInstant(startsAt),
        end_time: toIsoInstant(endsAt),
      });
      // Spec 1 §4: success reloads the current session and clears the venue fields.
      setVenueName('');
      setAddress('');
      setSessionName('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentLiveSessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
        // Going live saves the venue (spec 1 §4): the gig form's saved list should show it.
        queryClient.invalidateQueries({ queryKey: savedVenuesQueryKey }),
      ]);
    } catch (error) {
      setFormError(errorMessage(error, liveMessages.startFailed, liveMessages.networkError));
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="@container grid gap-4">
      <AutocompleteField
        label="Venue name"
        name="venue_name"
        placeholder="Where are you playing?"
        maxLength={120}
        inputRef={venueRef}
        value={venueName}
        onValueChange={(value) => {
          setVenueName(value);
          setVenueError(undefined);
        }}
        suggestions={venueName.trim().length >= 2 ? (venues.data ?? []) : []}
        suggestionKey={(venue) => `${venue.source}:${venue.place_id ?? ''}:${venue.venue_name}`}
        renderSuggestion={(venue) => <VenueSuggestionOption venue={venue} />}
        onSelectSuggestion={(venue) => {
          setVenueName(venue.venue_name);
          if (venue.location_address) setAddress(venue.location_address);
          setVenueError(undefined);
        }}
        error={venueError}
        aria-required="true"
      />
      <TextField
        label="Session name"
        name="session_name"
        placeholder={liveMessages.defaultSessionName}
        maxLength={120}
        value={sessionName}
        onChange={(event) => setSessionName(event.target.value)}
      />
      <TextField
        label="Location address (optional)"
        name="location_address"
        autoComplete="street-address"
        maxLength={300}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      {/* Side by side only where the card itself is wide: date-time inputs need the room. */}
      <div className="grid gap-4 @xl:grid-cols-2">
        <TextField
          label="Start time"
          name="start_time"
          type="datetime-local"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <TextField
          label="End time"
          name="end_time"
          type="datetime-local"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
      </div>
      {formError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {formError}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={venueName === ''}
        isLoading={isStarting}
        loadingText="Starting…"
        icon={<Radio aria-hidden="true" className="size-5" />}
      >
        Start Live Session
      </Button>
    </form>
  );
}
