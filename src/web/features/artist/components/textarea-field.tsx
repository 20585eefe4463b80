import { useId, type TextareaHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/text-field';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  isInvalid?: boolean;
  /** Id of the form-level message, read out with the field while it is invalid. */
  errorMessageId?: string | undefined;
}

/** A multi-line twin of the UI kit's TextField, for the contact message. */
export function TextareaField({
  label,
  isInvalid = false,
  errorMessageId,
  className = '',
  ...rest
}: TextareaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorMessageId : undefined}
        className={`${inputClasses} min-h-32 resize-y py-3`}
        {...rest}
      />
    </div>
  );
}
