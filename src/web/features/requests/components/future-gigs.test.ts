import { describe, expect, it } from 'vitest';
import { futureGigsPreview } from './future-gigs';

describe('futureGigsPreview', () => {
  it('shows three and counts every other gig the link leads to', () => {
    const gigs = Array.from({ length: 39 }, (_, index) => index);
    expect(futureGigsPreview(gigs)).toEqual({ shown: [0, 1, 2], moreCount: 36 });
    expect(futureGigsPreview([0, 1])).toEqual({ shown: [0, 1], moreCount: 0 });
  });
});
