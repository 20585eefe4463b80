import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { authorizeOwner, mayUseBackOffice, mayUseMusicianArea } from './policies';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return undefined;
};

describe('policies', () => {
  it('hands back a musician’s own row', () => {
    const gig = { id: 7, musician_id: 3, venue_name: 'The Crown' };
    expect(authorizeOwner('gig', gig, 3)).toBe(gig);
  });

  it('refuses another musician’s row with 403, in the feature’s words', () => {
    expect(refusal(() => authorizeOwner('liveSession', { musician_id: 4 }, 3))).toEqual({
      status: 403,
      message: 'This live session belongs to another musician',
    });
    expect(refusal(() => authorizeOwner('message', { musician_id: 4 }, 3))?.status).toBe(403);
  });

  it('answers 404 for a row that does not exist', () => {
    expect(refusal(() => authorizeOwner('request', undefined, 3))).toEqual({
      status: 404,
      message: 'Request not found',
    });
  });

  it('keeps each area to its own kind of account', () => {
    expect(mayUseMusicianArea({ user_type: 'musician' })).toBe(true);
    expect(mayUseMusicianArea({ user_type: 'admin' })).toBe(false);
    expect(mayUseBackOffice({ user_type: 'admin', is_active: 1 })).toBe(true);
    expect(mayUseBackOffice({ user_type: 'admin', is_active: 0 })).toBe(false);
    expect(mayUseBackOffice({ user_type: 'musician', is_active: 1 })).toBe(false);
  });
});
