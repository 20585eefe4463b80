import { House, Lock, RefreshCw, UserX } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/button';

interface ProfileUnavailableProps {
  /** The reason, in the spec's words ('Artist profile not found', 'This artist profile is private'…). */
  message: string;
  /** What the visitor can do about it. */
  hint: string;
  isPrivate?: boolean;
  onRetry?: (() => void) | undefined;
  isRetrying?: boolean;
}

/** Spec 2: the 'Profile Not Available' error screen with Go to Home. */
export function ProfileUnavailable({
  message,
  hint,
  isPrivate = false,
  onRetry,
  isRetrying = false,
}: ProfileUnavailableProps) {
  const Icon = isPrivate ? Lock : UserX;
  return (
    <section className="flex flex-col items-center py-10 text-center" aria-labelledby="profile-unavailable-title">
      <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 id="profile-unavailable-title" className="text-balance text-3xl font-bold text-ink">
        Profile Not Available
      </h1>
      <p role="alert" className="mt-3 max-w-md text-pretty text-lg text-ink-muted">
        {message}
      </p>
      <p className="mt-1 max-w-md text-pretty text-ink-muted">{hint}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {onRetry ? (
          <Button
            variant="secondary"
            onClick={onRetry}
            isLoading={isRetrying}
            loadingText="Loading…"
            icon={<RefreshCw aria-hidden="true" className="size-5" />}
          >
            Try Again
          </Button>
        ) : null}
        <ButtonLink to="/" icon={<House aria-hidden="true" className="size-5" />}>
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
