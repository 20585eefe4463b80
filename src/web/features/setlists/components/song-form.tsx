import { useState, type FormEvent } from 'react';
import { parseLength } from '../../../../shared/setlists/format';
import { setlistMessages } from '../../../../shared/setlists/limits';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { DraftItem } from '../draft';

interface SongFormProps {
  item: DraftItem;
  onDone: (item: DraftItem) => void;
  onCancel: () => void;
}

/** One song's details, edited in place: title, artist, length (m:ss), key and a short note. */
export function SongForm({ item, onDone, onCancel }: SongFormProps) {
  const [title, setTitle] = useState(item.title);
  const [artist, setArtist] = useState(item.artist ?? '');
  const [length, setLength] = useState(item.length);
  const [songKey, setSongKey] = useState(item.song_key ?? '');
  const [note, setNote] = useState(item.note ?? '');
  const [errors, setErrors] = useState<{ title?: string; length?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(title.trim() ? {} : { title: setlistMessages.titleRequired }),
      ...(parseLength(length) === undefined ? { length: setlistMessages.badLength } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onDone({
      ...item,
      title: title.trim(),
      artist: artist.trim() || null,
      length: length.trim(),
      song_key: songKey.trim() || null,
      note: note.trim() || null,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        autoFocus
      />
      <TextField label="Artist (optional)" value={artist} onChange={(e) => setArtist(e.target.value)} />
      <TextField
        label="Length (m:ss, optional)"
        value={length}
        inputMode="numeric"
        placeholder="3:45"
        onChange={(e) => setLength(e.target.value)}
        error={errors.length}
      />
      <TextField label="Key (optional)" value={songKey} placeholder="Am" onChange={(e) => setSongKey(e.target.value)} />
      <TextField
        label="Note (optional)"
        value={note}
        placeholder="Capo 2, slow intro"
        onChange={(e) => setNote(e.target.value)}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="compact">
          Done
        </Button>
        <Button variant="ghost" size="compact" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
