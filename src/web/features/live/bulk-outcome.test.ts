import { describe, expect, it } from 'vitest';
import type { SongRequest } from '../../../shared/live';
import { bulkOutcomeMessage } from './bulk-outcome';

const withStatus = (status: SongRequest['status']) => ({ status }) as SongRequest;

describe('bulkOutcomeMessage', () => {
  it('says how many were changed and which were skipped, by status', () => {
    expect(
      bulkOutcomeMessage('declined', 2, [withStatus('accepted'), withStatus('played'), withStatus('accepted')]),
    ).toBe('Declined 2 requests; 3 requests skipped (2 already accepted, 1 already played).');
    expect(bulkOutcomeMessage('accepted', 0, [withStatus('declined')])).toBe(
      'Nothing changed: 1 request skipped (1 already declined).',
    );
  });

  it('says nothing when nothing was skipped', () => {
    expect(bulkOutcomeMessage('accepted', 3, [])).toBeNull();
  });
});
