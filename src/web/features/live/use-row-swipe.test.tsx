import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRowSwipe } from './use-row-swipe';

function Row(props: { onRight?: () => void; onLeft?: () => void; onTap?: () => void }) {
  const swipe = useRowSwipe({ onRight: props.onRight, onLeft: props.onLeft });
  return (
    <div data-testid="row" {...swipe.handlers}>
      <button type="button" onClick={props.onTap}>
        Song
      </button>
      <span>{swipe.willAct ?? 'none'}</span>
    </div>
  );
}

/** A finger down on the row's button, moved by (dx, dy) in steps, and lifted. */
function drag(dx: number, dy = 0) {
  const row = screen.getByTestId('row');
  Object.assign(row, { setPointerCapture: vi.fn() });
  const at = (x: number, y: number) => ({
    pointerId: 1,
    isPrimary: true,
    button: 0,
    clientX: 100 + x,
    clientY: 100 + y,
  });
  fireEvent.pointerDown(screen.getByRole('button'), at(0, 0));
  for (let step = 1; step <= 4; step++) fireEvent.pointerMove(row, at((dx * step) / 4, (dy * step) / 4));
  fireEvent.pointerUp(row, at(dx, dy));
  fireEvent.click(screen.getByRole('button'));
}

describe('useRowSwipe', () => {
  it('acts on a swipe past the threshold, right or left, and swallows the click that ends it', () => {
    const onRight = vi.fn();
    const onLeft = vi.fn();
    const onTap = vi.fn();
    render(<Row onRight={onRight} onLeft={onLeft} onTap={onTap} />);
    drag(120);
    expect(onRight).toHaveBeenCalledTimes(1);
    drag(-120);
    expect(onLeft).toHaveBeenCalledTimes(1);
    expect(onTap).not.toHaveBeenCalled();
  });

  it('leaves a short drag, a vertical scroll and a side without an action alone', () => {
    const onRight = vi.fn();
    const onTap = vi.fn();
    render(<Row onRight={onRight} onTap={onTap} />);
    drag(60);
    drag(30, 140);
    drag(-200);
    expect(onRight).not.toHaveBeenCalled();
    // A vertical move is the page's scroll, and a tap stays a tap.
    drag(0);
    expect(onTap).toHaveBeenCalled();
  });
});
