import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { VENUE_SEARCH_MIN_CHARS, VENUE_SEARCH_MAX_RESULTS } from '../../../../shared/venues';
import { Spinner } from '../../../components/spinner';
import { inputClasses } from '../../../components/text-field';
import { useSavedVenues, type SavedVenue } from '../../venues/api/get-saved-venues';
import { useVenueSearch, type VenueSuggestion } from '../../venues/api/search-venues';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { VenueSuggestionOption } from '../../venues/components/venue-suggestion-option';

const SEARCH_DELAY_MS = 250;

/** A saved venue in the suggestion shape, for the list shown before anything is typed. */
function savedAsSuggestion(venue: SavedVenue): VenueSuggestion {
  return {
    venue_name: venue.venue_name,
    place_id: null,
    structured_formatting: { main_text: venue.venue_name, secondary_text: venue.location_address ?? '' },
    location_address: venue.location_address,
    city: null,
    country: null,
    venue_type: null,
    phone_number: null,
    website_url: null,
    description: null,
    source: 'saved',
    usage_count: venue.usage_count,
    last_used_at: venue.last_used_at,
  };
}

interface VenueNameFieldProps {
  value: string;
  onChange: (venueName: string) => void;
  onPick: (venue: VenueSuggestion) => void;
  isInvalid?: boolean;
  errorMessageId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Venue Name with autocomplete (spec 1 "Schedule a Gig modal"): an ARIA combobox. From two typed
 * characters it searches saved and global venues; before that, a focused empty field offers the
 * musician's own saved venues. Typing anything is still a valid venue: the list only helps.
 */
export function VenueNameField({
  value,
  onChange,
  onPick,
  isInvalid = false,
  errorMessageId,
  inputRef,
}: VenueNameFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const isSearch = value.trim().length >= VENUE_SEARCH_MIN_CHARS;
  const search = useVenueSearch(isSearch ? query : '');
  const saved = useSavedVenues();

  const options = useMemo(() => {
    if (isSearch)
      return (query.length >= VENUE_SEARCH_MIN_CHARS ? (search.data ?? []) : []).slice(0, VENUE_SEARCH_MAX_RESULTS);
    return (saved.data ?? []).slice(0, 6).map(savedAsSuggestion);
  }, [isSearch, query, search.data, saved.data]);

  const isSearching = isSearch && (search.isFetching || query !== value.trim());
  const showList = isOpen && options.length > 0;
  const showNoMatch = isOpen && isSearch && !isSearching && search.isSuccess && options.length === 0;

  const pick = (venue: VenueSuggestion) => {
    onPick(venue);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && showList && activeIndex >= 0) {
      const venue = options[activeIndex];
      if (!venue) return;
      event.preventDefault();
      pick(venue);
    } else if (event.key === 'Escape' && isOpen) {
      // Closes the list, not the whole modal.
      event.stopPropagation();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  const heading = isSearch ? 'Matching venues' : 'Your saved venues';

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Venue Name
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name="venue_name"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={[`${id}-hint`, isInvalid ? errorMessageId : undefined].filter(Boolean).join(' ')}
          autoComplete="off"
          value={value}
          maxLength={120}
          onChange={(event) => {
            onChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={onKeyDown}
          className={`${inputClasses} pr-12`}
        />
        {isSearching ? (
          <span className="absolute inset-y-0 right-3 flex items-center text-ink-muted">
            <Spinner className="size-5" />
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
        Type at least {VENUE_SEARCH_MIN_CHARS} letters to search your saved venues and the venue database.
      </p>
      <div
        className={`absolute inset-x-0 top-[4.75rem] z-10 overflow-hidden rounded-card border border-line-strong bg-surface shadow-raised ${
          showList ? '' : 'hidden'
        }`}
      >
        <p
          aria-hidden="true"
          className="border-b border-line px-4 py-2 text-xs font-semibold uppercase tracking-wider text-ink-muted"
        >
          {heading}
        </p>
        <ul id={listId} role="listbox" aria-label={heading} className="max-h-72 overflow-y-auto py-1">
          {options.map((venue, index) => (
            <li
              key={`${venue.source}-${venue.place_id ?? ''}-${venue.venue_name}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(venue)}
              className={`block cursor-pointer px-4 py-2.5 ${index === activeIndex ? 'bg-accent-soft' : 'hover:bg-surface-raised'}`}
            >
              <VenueSuggestionOption venue={venue} />
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className={showNoMatch ? 'mt-1.5 text-sm text-ink-muted' : 'sr-only'}>
        {showNoMatch
          ? `No venues match "${value.trim()}". It will be saved as a new venue.`
          : showList
            ? `${options.length} ${options.length === 1 ? 'venue' : 'venues'} found`
            : ''}
      </p>
    </div>
  );
}
