import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Radio } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { startLiveSessionBody } from '../../../../shared/live';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { activeSessionsQueryKey } from '../api/get-active-sessions';
import { currentLiveSessionQueryKey } from '../api/get-current-live-session';
import { startLiveSession } from '../api/start-live-session';
import { liveMessages } from '../../../../shared/live/live-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AutocompleteField } from '../../../components/autocomplete-field';
import { savedVenuesQueryKey } from '../../venues/api/get-saved-venues';
import { useVenueSearch } from '../../venues/api/search-venues';
import { VenueSuggestionOption } from '../../venues/components/venue-suggestion-option';
import { SetlistForTonight, useSetlistForTonight } from './setlist-for-tonight';

/** Spec 1 §9: a live session defaults to starting now and ending 3 hours later. */
const DEFAULT_LENGTH_MS = 3 * 60 * 60 * 1000;
const VENUE_SEARCH_DEBOUNCE_MS = 300;

/** A Date as the value of a datetime-local input ("YYYY-MM-DDTHH:MM", local time). */
function toDateTimeLocal(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface Values {
  venueName: string;
  sessionName: string;
  address: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The server's schema checks the form (venue required, lengths, times). It reads a datetime-local
 * value in the browser's time zone, which is the musician's: what the API takes is that instant.
 */
const check = fromSchema(
  startLiveSessionBody,
  (values: Values) => ({
    venue_name: values.venueName,
    session_name: values.sessionName,
    location_address: values.address,
    start_time: values.startsAt,
    end_time: values.endsAt,
  }),
  {
    venue_name: 'venueName',
    session_name: 'sessionName',
    location_address: 'address',
    start_time: 'startsAt',
    end_time: 'endsAt',
  },
);

const initialValues = (): Values => ({
  venueName: '',
  sessionName: '',
  address: '',
  startsAt: toDateTimeLocal(new Date()),
  endsAt: toDateTimeLocal(new Date(Date.now() + DEFAULT_LENGTH_MS)),
});

/** The start form of the start-live-session card (spec 1 'Start-live-session card', §5, §8). */
export function StartLiveSessionForm() {
  const queryClient = useQueryClient();
  const form = useForm(initialValues, check);
  const { values, setField } = form;
  const [isStarting, setIsStarting] = useState(false);
  const setlist = useSetlistForTonight();
  const venueRef = useRef<HTMLInputElement>(null);
  const venueQuery = useDebouncedValue(values.venueName, VENUE_SEARCH_DEBOUNCE_MS);
  const venues = useVenueSearch(venueQuery);
  const fieldError = (field: keyof Values) => (form.invalidField === field ? (form.message ?? undefined) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isStarting) return;
    const body = form.check();
    if (!body) {
      if (!check(values).ok && values.venueName.trim() === '') venueRef.current?.focus();
      return;
    }
    setIsStarting(true);
    try {
      await startLiveSession({ ...body, setlist_id: setlist.setlistId });
      // Spec 1 §4: success reloads the current session and clears the venue fields.
      form.setValues({ ...values, venueName: '', address: '', sessionName: '' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentLiveSessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
        // Going live saves the venue (spec 1 §4): the gig form's saved list should show it.
        queryClient.invalidateQueries({ queryKey: savedVenuesQueryKey }),
      ]);
    } catch (error) {
      form.fail(errorMessage(error, liveMessages.startFailed, liveMessages.networkError));
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
        value={values.venueName}
        onValueChange={(value) => setField('venueName', value)}
        suggestions={values.venueName.trim().length >= 2 ? (venues.data ?? []) : []}
        suggestionKey={(venue) => `${venue.source}:${venue.place_id ?? ''}:${venue.venue_name}`}
        renderSuggestion={(venue) => <VenueSuggestionOption venue={venue} />}
        onSelectSuggestion={(venue) => {
          setField('venueName', venue.venue_name);
          if (venue.location_address) setField('address', venue.location_address);
        }}
        error={fieldError('venueName')}
        aria-required="true"
      />
      <TextField
        label="Session name"
        name="session_name"
        placeholder={liveMessages.defaultSessionName}
        maxLength={120}
        value={values.sessionName}
        onChange={(event) => setField('sessionName', event.target.value)}
        error={fieldError('sessionName')}
      />
      <TextField
        label="Location address (optional)"
        name="location_address"
        autoComplete="street-address"
        maxLength={300}
        value={values.address}
        onChange={(event) => setField('address', event.target.value)}
        error={fieldError('address')}
      />
      {/* Side by side only where the card itself is wide: date-time inputs need the room. */}
      <div className="grid gap-4 @xl:grid-cols-2">
        <TextField
          label="Start time"
          name="start_time"
          type="datetime-local"
          value={values.startsAt}
          onChange={(event) => setField('startsAt', event.target.value)}
          error={fieldError('startsAt')}
        />
        <TextField
          label="End time"
          name="end_time"
          type="datetime-local"
          value={values.endsAt}
          onChange={(event) => setField('endsAt', event.target.value)}
          error={fieldError('endsAt')}
        />
      </div>
      <SetlistForTonight choice={setlist} />
      {form.message && form.invalidField === null ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {form.message}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={values.venueName === ''}
        isLoading={isStarting}
        loadingText="Starting…"
        icon={<Radio aria-hidden="true" className="size-5" />}
      >
        Start Live Session
      </Button>
    </form>
  );
}
