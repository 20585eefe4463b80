import { PageLayout } from '../../components/page-layout';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { LiveNowSection } from './components/live-now-section';
import { MusicianSignupSection } from './components/musician-signup-section';
import { UpcomingPerformancesSection } from './components/upcoming-performances-section';

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
      <UpcomingPerformancesSection />
      <HowItWorksSection />
      <MusicianSignupSection />
    </PageLayout>
  );
}
