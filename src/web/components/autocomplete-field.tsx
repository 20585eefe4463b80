import {
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldMessages, inputClasses } from './text-field';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'role' | 'type'
>;

export interface AutocompleteFieldProps<T> extends NativeInputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  suggestions: readonly T[];
  suggestionKey: (item: T) => string;
  renderSuggestion: (item: T) => ReactNode;
  onSelectSuggestion: (item: T) => void;
  hint?: string | undefined;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text input with a suggestion list, following the WAI-ARIA combobox pattern: arrows move
 * through the suggestions, Enter picks one, Escape closes the list, and typing stays free text.
 * Options are 48 px tall for thumbs. Used for song titles (fans) and venues (musicians).
 */
export function AutocompleteField<T>({
  label,
  value,
  onValueChange,
  suggestions,
  suggestionKey,
  renderSuggestion,
  onSelectSuggestion,
  hint,
  error,
  inputRef,
  disabled,
  className = '',
  ...inputProps
}: AutocompleteFieldProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const isShowingList = isOpen && !disabled && suggestions.length > 0;
  // The list may shrink under the highlight while a new search answers.
  const active = activeIndex < suggestions.length ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // On a phone the on-screen keyboard takes the lower half of the screen: with the field at the
  // top of what is left, the list below it shows five suggestions or more without scrolling.
  useEffect(() => {
    if (isShowingList && window.matchMedia('(max-width: 639px)').matches) {
      document.getElementById(`${id}-field`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [id, isShowingList]);

  useEffect(() => {
    if (isShowingList && active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active, isShowingList]);

  const select = (item: T) => {
    onSelectSuggestion(item);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!isShowingList) {
        setIsOpen(true);
        setActiveIndex(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      // -1 is the input itself: moving past either end returns there, then wraps.
      let next = active + step;
      if (next >= suggestions.length) next = -1;
      else if (next < -1) next = suggestions.length - 1;
      setActiveIndex(next);
    } else if (event.key === 'Enter' && isShowingList && active >= 0) {
      const item = suggestions[active];
      if (item === undefined) return;
      event.preventDefault();
      select(item);
    } else if (event.key === 'Escape' && isShowingList) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div id={`${id}-field`} className={`scroll-mt-2 ${className}`}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isShowingList}
          aria-controls={listId}
          aria-activedescendant={isShowingList && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setIsOpen(false)}
          className={inputClasses}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!isShowingList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto divide-y divide-line rounded-control border border-line-strong bg-surface py-1 shadow-raised"
        >
          {suggestions.map((item, index) => (
            <li
              key={suggestionKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the list does not close (blur) before the tap lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => select(item)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-4 py-1.5 text-ink ${
                index === active ? 'bg-accent-soft' : 'hover:bg-surface-raised'
              }`}
            >
              {renderSuggestion(item)}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {isShowingList
          ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'} available. Use the up and down arrows to choose.`
          : ''}
      </p>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
