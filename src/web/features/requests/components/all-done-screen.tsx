import { House, Music, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { PageLayout } from '../../../components/page-layout';
import { requestText } from '../request-messages';

/** Spec 1 §9: the page moves on 2 s after following the artist, 1.5 s after skipping. */
export const REDIRECT_AFTER_FOLLOW_MS = 2000;
export const REDIRECT_AFTER_SKIP_MS = 1500;

interface AllDoneScreenProps {
  hasFollowed: boolean;
  /** Back to the request form with the same show chosen. */
  onRequestAnother: () => void;
}

/**
 * 'All Done!', then back to the same show's request form rather than the home page:
 * a fan at the venue who wants a second song should not have to find the artist again.
 */
export function AllDoneScreen({ hasFollowed, onRequestAnother }: AllDoneScreenProps) {
  useEffect(() => {
    const timer = window.setTimeout(onRequestAnother, hasFollowed ? REDIRECT_AFTER_FOLLOW_MS : REDIRECT_AFTER_SKIP_MS);
    return () => window.clearTimeout(timer);
  }, [hasFollowed, onRequestAnother]);

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
          Thanks for your request. Enjoy the show! Taking you back to the show to request another song…
        </p>
        <div className="mt-8 grid w-full max-w-xs gap-3">
          <Button size="lg" onClick={onRequestAnother} icon={<Music aria-hidden="true" className="size-5" />}>
            Request another song
          </Button>
          <ButtonLink to="/" variant="secondary" icon={<House aria-hidden="true" className="size-5" />}>
            Go to Home
          </ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}
