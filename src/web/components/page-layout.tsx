import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigationType } from 'react-router';
import { Logo } from './logo';

interface PageLayoutProps {
  children: ReactNode;
  /** Controls at the header's right edge (sign-out, navigation of a workspace). */
  headerActions?: ReactNode;
  /** Narrow pages (forms, notices) read better at a measure; lists use the full width. */
  width?: 'narrow' | 'wide';
}

const widths = { narrow: 'max-w-2xl', wide: 'max-w-6xl' } as const;

export function PageLayout({ children, headerActions, width = 'wide' }: PageLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();

  // After an in-app navigation the clicked link is gone; move focus to the new page's content so
  // keyboard and screen reader users start there. Not on first load or Back (POP), where the
  // browser's own focus and scroll handling is what people expect.
  useEffect(() => {
    if (navigationType !== 'POP') mainRef.current?.focus({ preventScroll: true });
  }, [navigationType]);

  // Header and footer always span the wide container, so the logo never shifts between pages.
  const frame = `mx-auto w-full ${widths.wide} px-4 sm:px-6`;
  const content = `mx-auto w-full ${widths[width]} px-4 sm:px-6`;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="border-b border-line print:hidden">
        <div className={`${frame} flex min-h-16 items-center justify-between gap-4 pt-[env(safe-area-inset-top)]`}>
          <Logo />
          {headerActions ? <div className="flex items-center gap-2">{headerActions}</div> : null}
        </div>
      </header>
      {/* At least a screen tall: the footer starts below the fold, so content arriving after the
          first paint never pushes it down (a layout shift Lighthouse counted on /artist). */}
      <main ref={mainRef} id="main" tabIndex={-1} className={`${content} min-h-dvh flex-1 py-8 focus:outline-none`}>
        {children}
      </main>
      <footer className="border-t border-line print:hidden">
        <div
          className={`${frame} flex flex-col items-center justify-between gap-2 py-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-sm text-ink-muted sm:flex-row`}
        >
          <p>© {new Date().getFullYear()} Stagecall · Live song requests</p>
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center rounded-control px-2 underline-offset-4 hover:text-ink hover:underline"
          >
            Admin Login
          </Link>
        </div>
      </footer>
    </div>
  );
}
