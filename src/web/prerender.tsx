import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PageLayout } from './components/page-layout';
import { HeroSection } from './features/landing/components/hero-section';

/**
 * The home page's first screen as HTML, rendered at build time from the same components React
 * renders: a phone paints the hero from the HTML alone, before any JavaScript arrives.
 * React then replaces it with the same markup, so nothing moves. Only the parts that need no data
 * are here: the live and upcoming lists load after, below the fold's first screen.
 */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <PageLayout>
        <HeroSection />
      </PageLayout>
    </StaticRouter>,
  );
}
