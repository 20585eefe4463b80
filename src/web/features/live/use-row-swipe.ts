import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger travels sideways before a row is being swiped rather than tapped or scrolled. */
const SLOP_PX = 10;
/** How far a swipe goes before letting go acts: about a third of a phone's row, never the whole row. */
const ACT_AT_PX = 96;

interface RowSwipe {
  /** Swiping right (Accept); absent where the row cannot be accepted. */
  onRight?: () => void;
  /** Swiping left (Decline); absent where the row cannot be declined. */
  onLeft?: () => void;
}

/**
 * A row that follows a finger (or a mouse, or a pen) sideways and acts when let go far enough: the
 * musician's thumb accepts or declines without aiming at a button. Vertical moves are left to the
 * page (the row's `touch-action: pan-y`), so the list scrolls as before; a short move is a tap.
 * The buttons stay for anyone who cannot swipe.
 */
export function useRowSwipe({ onRight, onLeft }: RowSwipe) {
  const [offset, setOffset] = useState(0);
  const gesture = useRef<{ id: number; x: number; y: number; isSwiping: boolean } | null>(null);
  const didSwipe = useRef(false);
  const isEnabled = Boolean(onRight || onLeft);

  // A side with no action gives a little and springs back, so the row says it cannot go that way.
  const follow = (dx: number) => setOffset(dx > 0 ? (onRight ? dx : dx / 4) : onLeft ? dx : dx / 4);

  const end = () => {
    gesture.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!isEnabled || !event.isPrimary || event.button !== 0) return;
      didSwipe.current = false;
      gesture.current = { id: event.pointerId, x: event.clientX, y: event.clientY, isSwiping: false };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = gesture.current;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!start.isSwiping) {
        if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return;
        if (Math.abs(dy) >= Math.abs(dx)) {
          gesture.current = null;
          return;
        }
        start.isSwiping = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      follow(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = gesture.current;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      if (start.isSwiping) {
        didSwipe.current = true;
        if (dx >= ACT_AT_PX) onRight?.();
        else if (dx <= -ACT_AT_PX) onLeft?.();
      }
      end();
    },
    onPointerCancel: end,
    // The click that ends a swipe is not a tap on whatever the finger started on.
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!didSwipe.current) return;
      didSwipe.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  const direction = offset >= ACT_AT_PX && onRight ? 'right' : offset <= -ACT_AT_PX && onLeft ? 'left' : null;
  return { handlers: isEnabled ? handlers : {}, offset, isSwiping: offset !== 0, willAct: direction };
}
