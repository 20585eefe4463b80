import { Check } from 'lucide-react';
import { useId } from 'react';
import { MUSIC_STYLES } from '../../../../shared/constants';

interface MusicStyleChipsProps {
  selected: readonly string[];
  onChange: (styles: string[]) => void;
  isInvalid?: boolean;
  errorMessageId?: string | undefined;
}

/** Spec 1 "Edit Profile modal": the fixed list of 22 styles as toggle chips (aria-pressed, and a tick). */
export function MusicStyleChips({ selected, onChange, isInvalid = false, errorMessageId }: MusicStyleChipsProps) {
  const headingId = useId();
  const toggle = (style: string) =>
    onChange(
      selected.includes(style)
        ? selected.filter((chosen) => chosen !== style)
        : MUSIC_STYLES.filter((known) => known === style || selected.includes(known)),
    );
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={isInvalid ? errorMessageId : undefined}>
      <p id={headingId} className="mb-1.5 text-sm font-medium text-ink">
        Music styles <span className="font-normal text-ink-muted">({selected.length} chosen)</span>
      </p>
      <div
        className={`flex flex-wrap gap-2 ${isInvalid ? 'rounded-control outline-2 outline-offset-4 outline-danger' : ''}`}
      >
        {MUSIC_STYLES.map((style) => {
          const isOn = selected.includes(style);
          return (
            <button
              key={style}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggle(style)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors ${
                isOn
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-line-strong bg-surface-raised text-ink hover:border-ink-muted'
              }`}
            >
              {isOn ? <Check aria-hidden="true" className="size-4" /> : null}
              {style}
            </button>
          );
        })}
      </div>
    </div>
  );
}
