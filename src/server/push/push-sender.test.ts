import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-sender';

describe('which push endpoints the server sends to', () => {
  it('takes the push services’ https addresses', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true);
    }
  });

  it('refuses what would make the server call inside a network', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://localhost/push',
      'https://printer.local/push',
      'https://metadata.google.internal/push',
      'https://intranet/push',
      'https://user:secret@push.example.com/x',
      'ftp://push.example.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(false);
    }
  });

  it('lets the tests’ local stand-in through only when switched on, and only over loopback', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/a', false)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/a', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://10.0.0.2:4567/push/a', true)).toBe(false);
  });
});
