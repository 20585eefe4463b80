import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in the danger colour, with an icon-free "Error:" prefix for screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Controls inside the field's right edge, e.g. the password show/hide toggle. */
  trailing?: ReactNode;
  /** Marks the field invalid when the message is shown elsewhere (a form-level message). */
  isInvalid?: boolean;
  /** Id of that form-level message, read out with the field. */
  errorMessageId?: string | undefined;
}

export const inputClasses =
  'block min-h-12 w-full rounded-control border border-line-strong bg-surface-raised px-4 text-base text-ink ' +
  'placeholder:text-ink-muted aria-invalid:border-2 aria-invalid:border-danger read-only:opacity-70 disabled:opacity-60';

/**
 * A select in the fields' look. Not inputClasses: a select always matches :read-only, so its
 * read-only dimming would grey every choice out.
 */
export const selectClasses =
  'block min-h-12 w-full rounded-control border border-line-strong bg-surface-raised px-4 text-base text-ink ' +
  'aria-invalid:border-2 aria-invalid:border-danger disabled:opacity-60';

export function TextField({
  label,
  error,
  hint,
  trailing,
  isInvalid,
  errorMessageId,
  className = '',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error) || Boolean(isInvalid);
  const describedBy = [hintId, errorId, isInvalid ? errorMessageId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${trailing ? 'pr-14' : ''}`}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

interface FieldMessagesProps {
  hintId?: string | undefined;
  hint?: string | undefined;
  errorId?: string | undefined;
  error?: string | undefined;
}

/** The hint and error lines under a field; the field's aria-describedby points at their ids. */
export function FieldMessages({ hintId, hint, errorId, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}
