import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { followMessages } from '../../../../shared/follow-messages';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { followByEmail } from '../api/follow';

// The browser checks the shape; the server says the last word with the same message.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Follow a musician by e-mail: the fan types an address and gets a confirmation link (double
 * opt-in); nothing else is sent until they open it. Loaded apart from the pages that offer it,
 * so their first download does not carry it; a default export for the same reason.
 */
export default function FollowByEmail({ qrCodeId, stageName }: { qrCodeId: string; stageName: string }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setFieldError(followMessages.invalidEmail);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setIsSending(true);
    try {
      await followByEmail(qrCodeId, address);
      setIsSent(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not follow. Please try again.', webMessages.networkError));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section aria-labelledby="follow-title" className="rounded-card border border-line bg-surface p-4 text-left sm:p-5">
      <h2 id="follow-title" className="wrap-anywhere text-lg font-bold text-ink">
        Hear when {stageName} goes live
      </h2>
      {isSent ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-ink">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
          {followMessages.checkInbox}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-2 grid gap-3">
          <p className="text-sm text-ink-muted">
            Follow by e-mail. We send a link to confirm first, and every e-mail has a one-click unfollow.
          </p>
          <TextField
            label="Your e-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
            maxLength={254}
          />
          <FormAlert message={error} />
          <Button type="submit" variant="secondary" isLoading={isSending} loadingText="Following…">
            Follow by e-mail
          </Button>
        </form>
      )}
    </section>
  );
}
