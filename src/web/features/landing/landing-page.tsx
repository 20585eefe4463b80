import { PageLayout } from '../../components/page-layout';
import { Skeleton } from '../../components/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { lazyRetry } from '../../lib/retry-import';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { LiveNowSection } from './components/live-now-section';
import { MusicianSignupSection } from './components/musician-signup-section';

// Below the live shows: the gigs, their photos and reminder bells are read and drawn when the fan
// scrolls towards them (on a phone they were most of the page's work after the first paint).
const UpcomingPerformancesSection = lazyRetry(() => import('./components/upcoming-performances-section'));

/**
 * The home page (spec 1 §2 "Landing page"). It is a composition page: it shows the public lists
 * of the `live` and `gigs` features through their API hooks and cards, and owns nothing else.
 */
export function LandingPage() {
  useDocumentMeta(
    null,
    'Send song requests to live musicians. See who is playing live right now and upcoming performances near you.',
  );
  return (
    <PageLayout>
      <HeroSection />
      <LiveNowSection />
      <WhenVisible minHeightClass="min-h-96" fallback={<Skeleton className="my-8 h-96 w-full rounded-card" />}>
        <UpcomingPerformancesSection />
      </WhenVisible>
      <HowItWorksSection />
      <MusicianSignupSection />
    </PageLayout>
  );
}
