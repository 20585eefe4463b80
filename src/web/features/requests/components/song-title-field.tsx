import type { Ref } from 'react';
import { AutocompleteField } from '../../../components/autocomplete-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  SONG_SEARCH_DEBOUNCE_MS,
  SONG_SEARCH_MIN_CHARS,
  useSongSuggestions,
  type SongSuggestion,
} from '../../songs/api/search-songs';
import { requestText } from '../request-messages';
import { REQUEST_FIELD_LIMITS } from '../../../../shared/requests/request-messages';

interface SongTitleFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** A picked suggestion fills the artist too. */
  onPick: (song: SongSuggestion) => void;
  disabled: boolean;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** The chosen show: its musician's songs come first in the suggestions. */
  sessionId?: number | undefined;
  hint?: string | undefined;
}

/** Spec 1 §5: suggestions from 2 characters, 300 ms after the last keystroke, at most 8. */
export function SongTitleField(props: SongTitleFieldProps) {
  const { value, onValueChange, onPick, disabled, error, inputRef, sessionId, hint } = props;
  const query = useDebouncedValue(value, SONG_SEARCH_DEBOUNCE_MS);
  const suggestions = useSongSuggestions(query, sessionId);
  // Under 2 characters the last list would be stale: show none.
  const songs = value.trim().length >= SONG_SEARCH_MIN_CHARS ? (suggestions.data ?? []) : [];

  return (
    <AutocompleteField
      label="Song title"
      name="song_title"
      placeholder="Start typing a song…"
      enterKeyHint="next"
      maxLength={REQUEST_FIELD_LIMITS.songTitle}
      value={value}
      onValueChange={onValueChange}
      suggestions={songs}
      suggestionKey={(song) => `${song.song_title}\u0000${song.artist_name ?? ''}`}
      renderSuggestion={(song) => (
        <>
          <span className="font-semibold">{song.song_title}</span>
          <span className="text-sm text-ink-muted">{song.artist_name || requestText.unknownArtist}</span>
        </>
      )}
      onSelectSuggestion={onPick}
      disabled={disabled}
      error={error}
      hint={hint}
      inputRef={inputRef}
      aria-required="true"
    />
  );
}
