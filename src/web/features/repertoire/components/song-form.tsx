import { useState, type FormEvent } from 'react';
import { REPERTOIRE_LIMITS, repertoireMessages } from '../../../../shared/repertoire';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import type { RepertoireSong, RepertoireSongBody } from '../api/repertoire';

interface SongFormProps {
  /** The song being edited; none to add one. */
  song?: RepertoireSong;
  onSave: (song: RepertoireSongBody) => Promise<unknown>;
  onDone: () => void;
}

/** Adds a song to the repertoire, or changes one: title, artist, key, notes, open to requests. */
export function SongForm({ song, onSave, onDone }: SongFormProps) {
  const [title, setTitle] = useState(song?.title ?? '');
  const [artist, setArtist] = useState(song?.artist ?? '');
  const [songKey, setSongKey] = useState(song?.song_key ?? '');
  const [notes, setNotes] = useState(song?.notes ?? '');
  const [isOpen, setIsOpen] = useState(song ? song.is_open === 1 : true);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(repertoireMessages.titleRequired);
      return;
    }
    setTitleError(undefined);
    setIsSaving(true);
    setError(null);
    try {
      await onSave({ title, artist, song_key: songKey, notes, is_open: isOpen });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save the song', webMessages.networkError));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={REPERTOIRE_LIMITS.title}
          error={titleError}
          required
          autoFocus
        />
        <TextField
          label="Artist (optional)"
          value={artist}
          onChange={(event) => setArtist(event.target.value)}
          maxLength={REPERTOIRE_LIMITS.artist}
        />
        <TextField
          label="Key (optional)"
          hint="As you write it: Am, G, F#m…"
          value={songKey}
          onChange={(event) => setSongKey(event.target.value)}
          maxLength={REPERTOIRE_LIMITS.songKey}
        />
        <TextAreaField
          label="Notes (optional)"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={REPERTOIRE_LIMITS.notes}
          rows={2}
        />
      </div>
      <ToggleSwitch
        label="Open to requests"
        description="Fans can ask for it. Closed songs stay in your list."
        isOn={isOpen}
        onChange={setIsOpen}
      />
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSaving} loadingText="Saving…">
          {song ? 'Save changes' : 'Add song'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
