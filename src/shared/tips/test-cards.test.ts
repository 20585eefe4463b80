import { describe, expect, it } from 'vitest';
import { checkTestCard, testCardMessages } from './test-cards';

const now = new Date('2026-11-23T12:00:00Z');

describe('checkTestCard', () => {
  it('knows the documented cards, with spaces or dashes', () => {
    const check = checkTestCard({ number: '4242 4242-4242 4242', expiry: '12/30', cvc: '123' }, now);
    expect(check).toMatchObject({ ok: true, last4: '4242', card: { outcome: 'succeeds', brand: 'visa' } });
    expect(checkTestCard({ number: '4000000000000002', expiry: '12/30', cvc: '123' }, now)).toMatchObject({
      ok: true,
      card: { outcome: 'declined' },
    });
  });

  it('refuses a number that is not a test card, a bad or past expiry and a bad code', () => {
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123' };
    expect(checkTestCard({ ...card, number: '4111111111111111' }, now)).toEqual({
      ok: false,
      message: testCardMessages.notATestCard,
    });
    expect(checkTestCard({ ...card, expiry: '13/30' }, now)).toEqual({
      ok: false,
      message: testCardMessages.invalidExpiry,
    });
    expect(checkTestCard({ ...card, expiry: '10/26' }, now)).toEqual({ ok: false, message: testCardMessages.expired });
    // The expiry month counts to its end.
    expect(checkTestCard({ ...card, expiry: '11/26' }, now)).toMatchObject({ ok: true });
    expect(checkTestCard({ ...card, cvc: '12' }, now)).toEqual({ ok: false, message: testCardMessages.invalidCvc });
  });
});
