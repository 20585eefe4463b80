import { describe, expect, it } from 'vitest';
import { fitFigureFont } from './share-card';

/** A canvas context whose text is 0.6 em a character wide, as a bold system font roughly is. */
function fakeContext() {
  const context = {
    font: '',
    measureText: (text: string) => ({ width: text.length * Number(/(\d+)px/.exec(context.font)![1]) * 0.6 }),
  };
  return context as unknown as CanvasRenderingContext2D;
}

describe('fitFigureFont', () => {
  it('keeps the full size when a figure fits, and shrinks rather than cuts one that does not', () => {
    for (const [text, fits] of [
      ['£9.00', true],
      ['£23.00', false],
      ['£12,345.67', false],
    ] as const) {
      const context = fakeContext();
      fitFigureFont(context, text, 300, 84);
      expect(context.measureText(text).width).toBeLessThanOrEqual(300);
      expect(context.font === 'bold 84px system-ui, sans-serif').toBe(fits);
    }
  });
});
