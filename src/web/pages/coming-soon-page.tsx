import { Construction, House } from 'lucide-react';
import { messages } from '../../shared/messages';
import { ButtonLink } from '../components/button';
import { PageLayout } from '../components/page-layout';
import { useDocumentMeta } from '../lib/use-document-meta';

interface ComingSoonPageProps {
  /** The screen's name, e.g. "Send a Song Request". */
  title: string;
  /** What the screen will do, so a visitor knows they found the right place. */
  purpose: string;
}

/**
 * The honest placeholder for a route whose screen is not built yet: it says so plainly and
 * offers the way home, instead of a half-working page.
 */
export function ComingSoonPage({ title, purpose }: ComingSoonPageProps) {
  useDocumentMeta(title, purpose);
  return (
    <PageLayout width="narrow">
      <section className="flex flex-col items-center py-10 text-center" aria-labelledby="coming-soon-title">
        <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
          <Construction aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">{title}</p>
        <h1 id="coming-soon-title" className="mt-2 text-balance text-3xl font-bold text-ink">
          {messages.web.comingSoon}
        </h1>
        <p className="mt-3 max-w-md text-pretty text-ink-muted">{purpose}</p>
        <p className="mt-1 max-w-md text-pretty text-ink-muted">We are still building it. Please check back soon.</p>
        <ButtonLink to="/" className="mt-8" icon={<House aria-hidden="true" className="size-5" />}>
          Go to Home
        </ButtonLink>
      </section>
    </PageLayout>
  );
}
