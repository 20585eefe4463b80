import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { describeTotal } from '../../../../shared/setlists/format';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { RepertoireSong } from '../../repertoire/api/repertoire';
import { lengthSecondsOf, newKey, type DraftItem, type DraftSet, type Place } from '../draft';
import { SongForm } from './song-form';
import { SongPicker } from './song-picker';

interface SetEditorProps {
  set: DraftSet;
  setIndex: number;
  setCount: number;
  repertoire: readonly RepertoireSong[] | undefined;
  onChange: (set: DraftSet) => void;
  onRemove: () => void;
  onStep: (from: Place, step: -1 | 1) => void;
  onDrop: (from: Place, to: Place) => void;
}

const DRAG_TYPE = 'application/x-stagecall-song';
const placeOf = (event: DragEvent): Place | null => {
  try {
    return JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as Place;
  } catch {
    return null;
  }
};

/** One set: its name, its total, its songs in order (moved by drag, buttons or arrow keys) and a way to add one. */
export function SetEditor({ set, setIndex, setCount, repertoire, onChange, onRemove, onStep, onDrop }: SetEditorProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const headingId = `set-${set.key}`;
  const total = describeTotal(set.items.map((item) => ({ length_seconds: lengthSecondsOf(item) || null })));

  const replaceItem = (item: DraftItem) =>
    onChange({ ...set, items: set.items.map((other) => (other.key === item.key ? item : other)) });
  const removeItem = (key: string) => onChange({ ...set, items: set.items.filter((item) => item.key !== key) });

  const dropHere = (event: DragEvent, index: number) => {
    event.preventDefault();
    setDropAt(null);
    const from = placeOf(event);
    if (from) onDrop(from, { set: setIndex, index: from.set === setIndex && from.index < index ? index - 1 : index });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label="Set name"
          value={set.name}
          onChange={(event) => onChange({ ...set, name: event.target.value })}
          className="min-w-0 flex-1 basis-48"
        />
        {setCount > 1 ? (
          <Button
            variant="ghost"
            size="compact"
            onClick={onRemove}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            aria-label={`Remove ${set.name || 'this set'}`}
          >
            Remove set
          </Button>
        ) : null}
      </div>
      <h2
        id={headingId}
        className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 text-lg font-bold text-ink"
      >
        <span className="wrap-anywhere">{set.name || 'Untitled set'}</span>
        <span className="text-sm font-medium text-ink-muted">
          <span className="sr-only">Total length: </span>
          {total}
        </span>
      </h2>
      <p id={`${headingId}-how`} className="sr-only">
        Press the up or down arrow on a song’s handle to move it.
      </p>
      <ol
        aria-label={`Songs of ${set.name || 'this set'}`}
        className="mt-2 grid gap-1"
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
        }}
        onDrop={(event) => dropHere(event, set.items.length)}
      >
        {set.items.length === 0 ? (
          <li className="rounded-control border border-dashed border-line px-3 py-4 text-sm text-ink-muted">
            No songs in this set yet. Add one below, or drag one here.
          </li>
        ) : null}
        {set.items.map((item, index) =>
          editing === item.key ? (
            <li key={item.key} className="rounded-control border border-line-strong p-3">
              <SongForm
                item={item}
                onDone={(edited) => {
                  replaceItem(edited);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li
              key={item.key}
              data-song={item.key}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ set: setIndex, index }));
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                event.stopPropagation();
                setDropAt(index);
              }}
              onDragLeave={() => setDropAt(null)}
              onDrop={(event) => {
                event.stopPropagation();
                dropHere(event, index);
              }}
              className={`flex flex-wrap items-center gap-2 rounded-control border bg-surface-raised py-2 pr-2 pl-1 ${
                dropAt === index ? 'border-accent border-t-4' : 'border-line'
              }`}
            >
              <button
                type="button"
                className="grid size-11 shrink-0 cursor-grab place-items-center rounded-control text-ink-muted hover:bg-surface active:cursor-grabbing"
                aria-label={`Move ${item.title}, song ${index + 1} of ${set.items.length} in ${set.name}`}
                aria-describedby={`${headingId}-how`}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    onStep({ set: setIndex, index }, event.key === 'ArrowUp' ? -1 : 1);
                  }
                }}
              >
                <GripVertical aria-hidden="true" className="size-5" />
              </button>
              <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm font-semibold text-ink-muted">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="wrap-anywhere font-semibold text-ink">
                  {item.title}
                  {item.artist ? <span className="font-normal text-ink-muted"> – {item.artist}</span> : null}
                </p>
                <p className="wrap-anywhere text-sm text-ink-muted">
                  {[item.song_key ? `Key ${item.song_key}` : null, item.length || 'No length', item.note]
                    .filter(Boolean)
                    .join(' · ')}
                  {item.repertoire_song_id === null ? ' · typed in' : ''}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 justify-end gap-1">
                <Button
                  variant="ghost"
                  size="compact"
                  aria-label={`Move ${item.title} up`}
                  icon={<ArrowUp aria-hidden="true" className="size-4" />}
                  onClick={() => onStep({ set: setIndex, index }, -1)}
                />
                <Button
                  variant="ghost"
                  size="compact"
                  aria-label={`Move ${item.title} down`}
                  icon={<ArrowDown aria-hidden="true" className="size-4" />}
                  onClick={() => onStep({ set: setIndex, index }, 1)}
                />
                <Button
                  variant="ghost"
                  size="compact"
                  aria-label={`Edit ${item.title}`}
                  icon={<Pencil aria-hidden="true" className="size-4" />}
                  onClick={() => setEditing(item.key)}
                />
                <Button
                  variant="ghost"
                  size="compact"
                  aria-label={`Remove ${item.title} from ${set.name}`}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => removeItem(item.key)}
                />
              </div>
            </li>
          ),
        )}
      </ol>
      <SongPicker
        setName={set.name || 'this set'}
        repertoire={repertoire}
        onAdd={(song) =>
          onChange({ ...set, items: [...set.items, { ...song, key: newKey(), length: '', note: null }] })
        }
      />
    </section>
  );
}
