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
    const update = () => root.style.setProperty(OFFSET_PROPERTY, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFSET_PROPERTY);
    };
  }, [ref]);
}
