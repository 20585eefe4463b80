import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with the spec's show/hide toggle (spec 1 §2 "Auth form"). */
export function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          // Named after its field, so 'Password' and 'Confirm password' have toggles a screen reader tells apart.
          aria-label={`${isVisible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`}
          className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:text-ink"
        >
          {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}
