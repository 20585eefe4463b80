import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cleanInfluences, INFLUENCE_MAX_CHARS, INFLUENCES_MAX } from '../../../../shared/musicians';
import { Button } from '../../../components/button';
import { inputClasses } from '../../../components/text-field';

interface InfluencesFieldProps {
  influences: readonly string[];
  onChange: (influences: string[]) => void;
  isInvalid?: boolean;
  errorMessageId?: string | undefined;
}

/**
 * Spec 1 §5 "Musical influences: entries trimmed, duplicates ignored", added by pressing Enter.
 * An Add button does the same for phone keyboards whose Enter key says "Go".
 */
export function InfluencesField({ influences, onChange, isInvalid = false, errorMessageId }: InfluencesFieldProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;

  const add = () => {
    const next = cleanInfluences([...influences, draft]);
    if (next.length <= INFLUENCES_MAX) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry; it must not submit the whole profile form.
    event.preventDefault();
    add();
  };

  const describedBy = [hintId, isInvalid ? errorMessageId : undefined].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Musical influences
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={INFLUENCE_MAX_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="enter"
          placeholder="e.g. Nina Simone"
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={inputClasses}
        />
        <Button
          variant="secondary"
          className="shrink-0"
          onClick={add}
          disabled={!draft.trim()}
          icon={<Plus aria-hidden="true" className="size-5" />}
        >
          Add
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
        Press Enter to add each artist who shaped your sound.
      </p>
      {influences.length > 0 ? (
        <ul aria-label="Your musical influences" className="mt-3 flex flex-wrap gap-2">
          {influences.map((influence) => (
            <li
              key={influence}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-accent-soft py-0.5 pl-3.5 pr-0.5 text-sm font-semibold text-ink"
            >
              {influence}
              <button
                type="button"
                onClick={() => onChange(influences.filter((entry) => entry !== influence))}
                aria-label={`Remove ${influence}`}
                className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-raised hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
