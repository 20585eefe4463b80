import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** Shown until the children have loaded once they are due. */
  fallback: ReactNode;
  /** Space kept for the children before they render, so nothing jumps when they do. */
  minHeightClass: string;
}

/**
 * Renders its children (typically a lazy() component) only when their place comes within a
 * quarter of a screen of the viewport, or has been passed: a section below the fold costs a phone
 * nothing unless the visitor scrolls towards it. Browsers without IntersectionObserver render at once.
 */
export function WhenVisible({ children, fallback, minHeightClass }: WhenVisibleProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [isDue, setIsDue] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (isDue || !placeholder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsDue(true);
      },
      // The root reaches far above the screen: a jump past the place (End, a fling, a link to the
      // page's foot) leaves it above the viewport, which counts as reached.
      { rootMargin: '1000000px 0px 25% 0px' },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [isDue]);

  if (!isDue) return <div ref={placeholderRef} className={minHeightClass} aria-hidden="true" />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
