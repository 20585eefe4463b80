import { useEffect, type RefObject } from 'react';

const OFFSET_PROPERTY = '--toast-bottom-offset';

/**
 * For a bar pinned to the bottom of the screen: while it is mounted, toasts rise above it instead
 * of covering its buttons (the toast region reads the offset from this CSS property).
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    // A bar that has become a rail at the side (a phone on its side) covers no toast.
    const update = () =>
      root.style.setProperty(
        OFFSET_PROPERTY,
        `${element.offsetWidth > root.clientWidth / 2 ? element.offsetHeight : 0}px`,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFSET_PROPERTY);
    };
  }, [ref]);
}
