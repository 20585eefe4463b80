import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FOLLOWER_NEAR_MAX, followMessages } from '../../../../shared/followers/follow-messages';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { followByEmail } from '../api/follow';

// The browser checks the shape; the server says the last word with the same message.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

interface FollowByEmailProps {
  qrCodeId: string;
  stageName: string;
  /** Opened for following (the venue screen's "Follow" code): the e-mail field takes the focus. */
  isFocused?: boolean;
}

/**
 * Follow a musician by e-mail: the fan types an address and gets a confirmation link (double
 * opt-in); nothing else is sent until they open it. Optionally where they are (a town or postcode
 * area), to hear of gigs there, or every gig. Loaded apart from the pages that offer it, so their
 * first download does not carry it; a default export for the same reason.
 */
export default function FollowByEmail({ qrCodeId, stageName, isFocused = false }: FollowByEmailProps) {
  const [email, setEmail] = useState('');
  const [near, setNear] = useState('');
  const [allGigs, setAllGigs] = useState(false);
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
      await followByEmail(qrCodeId, { email: address, near: near.trim() || null, all_gigs: allGigs });
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
        Follow {stageName}
      </h2>
      {isSent ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-ink">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
          {followMessages.checkInbox}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-2 grid gap-3">
          <p className="text-sm text-ink-muted">
            Hear by e-mail when they go live or play near you. We send a link to confirm first, and every e-mail has a
            one-click unfollow.
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
            // Only when the fan came to follow (a deliberate scan), never on an ordinary visit.
            autoFocus={isFocused}
          />
          <TextField
            label="Your town or postcode area (optional)"
            hint="For gigs there: Brighton, Leeds, BN1…"
            autoComplete="address-level2"
            value={near}
            onChange={(event) => setNear(event.target.value)}
            maxLength={FOLLOWER_NEAR_MAX}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="checkbox"
              checked={allGigs}
              onChange={(event) => setAllGigs(event.target.checked)}
              className="size-5 shrink-0 accent-accent"
            />
            Tell me about all their gigs, wherever they are
          </label>
          <FormAlert message={error} />
          <Button type="submit" variant="secondary" isLoading={isSending} loadingText="Following…">
            Follow by e-mail
          </Button>
        </form>
      )}
    </section>
  );
}
