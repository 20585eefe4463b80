import { Search } from 'lucide-react';
import { TextField } from '../../../components/text-field';

/** A list's search box; `onChange` gets the text as typed (the list trims and defers it). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      trailing={<Search aria-hidden="true" className="size-4 text-ink-muted" />}
    />
  );
}

/** A list's filter: one of a few values, '' for all. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={`grid content-start gap-1 text-sm font-semibold text-ink ${className}`}>
      {label}
      <select
        className="min-h-11 rounded-control border border-line-strong bg-surface-raised px-3 text-base font-normal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
