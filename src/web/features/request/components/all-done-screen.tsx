import { House, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { PageLayout } from '../../../components/page-layout';
import { requestText } from '../request-messages';

/** Spec 1 §9: home 2 s after following the artist, 1.5 s after skipping. */
export const REDIRECT_AFTER_FOLLOW_MS = 2000;
export const REDIRECT_AFTER_SKIP_MS = 1500;

export function AllDoneScreen({ hasFollowed }: { hasFollowed: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      hasFollowed ? REDIRECT_AFTER_FOLLOW_MS : REDIRECT_AFTER_SKIP_MS,
    );
    return () => window.clearTimeout(timer);
  }, [hasFollowed, navigate]);

  return (
    <PageLayout width="narrow">
      <section role="status" className="flex flex-col items-center py-12 text-center" aria-labelledby="all-done-title">
        <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
        <h1 id="all-done-title" className="text-balance text-3xl font-bold text-ink">
          {requestText.allDone}
        </h1>
        <p className="mt-3 max-w-sm text-pretty text-ink-muted">
          Thanks for your request. Enjoy the show! Taking you back to the home page…
        </p>
        <ButtonLink
          to="/"
          replace
          variant="secondary"
          className="mt-8"
          icon={<House aria-hidden="true" className="size-5" />}
        >
          Go to Home now
        </ButtonLink>
      </section>
    </PageLayout>
  );
}
