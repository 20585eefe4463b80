import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessages, inputClasses } from './text-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  /** Marks the field invalid when the form-level message (errorMessageId) is about it. */
  isInvalid?: boolean;
  errorMessageId?: string | undefined;
}

/** A multi-line text field styled like the UI kit's TextField (the bio). */
export function TextAreaField({
  label,
  hint,
  isInvalid = false,
  errorMessageId,
  className = '',
  ...textareaProps
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, isInvalid ? errorMessageId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        className={`${inputClasses} min-h-28 resize-y py-3`}
        {...textareaProps}
      />
      <FieldMessages hintId={hintId} hint={hint} />
    </div>
  );
}
