import { describe, expect, it } from 'vitest';
import { allowedTransitions as serverTransitions, liveMessages } from '../../../shared/live';
import { VENUE_SEARCH_MIN_CHARS as sharedVenueMinChars, venueMessages } from '../../../shared/venues';
import { gigMessages } from '../../../shared/gigs';
import { allowedTransitions, liveText, VENUE_SEARCH_MIN_CHARS } from './live-messages';

describe('the web copy of the live-session texts', () => {
  it('matches the shared modules word for word', () => {
    expect(liveText.venueRequired).toBe(liveMessages.venueRequired);
    expect(liveText.venueRequired).toBe(venueMessages.venueRequired);
    expect(liveText.defaultSessionName).toBe(liveMessages.defaultSessionName);
    expect(liveText.startFailed).toBe(liveMessages.startFailed);
    expect(liveText.endFailed).toBe(liveMessages.endFailed);
    expect(liveText.updateFailed).toBe(liveMessages.updateFailed);
    expect(liveText.networkError).toBe(gigMessages.networkError);
    expect(liveText.savedVenueBadge).toBe(venueMessages.savedBadge);
    expect(liveText.globalVenueBadge).toBe(venueMessages.globalBadge);
    expect(VENUE_SEARCH_MIN_CHARS).toBe(sharedVenueMinChars);
  });

  it('allows the same status changes as the server', () => {
    expect(allowedTransitions).toEqual(serverTransitions);
  });
});
