import { describe, expect, it } from 'vitest';
import { validateContactForm } from './validate-contact-form';

const artist = { qrCodeId: 'abc123', stageName: 'Luna Ray' };
const filled = { name: 'Sam', email: 'sam@example.com', subject: '', message: 'Play River?' };

describe('contact form (spec 2 §5)', () => {
  it('asks for every missing required field at once', () => {
    expect(validateContactForm({ ...filled, name: ' ', message: '' }, artist)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      fields: ['name', 'message'],
    });
  });

  it('checks the e-mail format after the required fields', () => {
    expect(validateContactForm({ ...filled, email: 'sam-at-example' }, artist)).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
      fields: ['email'],
    });
  });

  it('builds the payload with an empty subject as null and the artist named', () => {
    expect(validateContactForm({ ...filled, name: ' Sam ' }, artist)).toEqual({
      ok: true,
      body: {
        name: 'Sam',
        email: 'sam@example.com',
        subject: null,
        message: 'Play River?',
        qr_code_id: 'abc123',
        artist_name: 'Luna Ray',
      },
    });
  });
});
