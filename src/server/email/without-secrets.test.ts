import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './worker';

describe('a logged e-mail without its secrets', () => {
  it('leaves out links with a query, a fragment or a token-like part, and token-like words', () => {
    const text = [
      'Choose a new password: https://stagecall.example/reset-password?token=Zm9vYmFyYmF6cXV4cXV1eA',
      'Unsubscribe: https://stagecall.example/unsubscribe?token=12.abcdefABCDEF0123456789',
      'Your receipt: http://127.0.0.1:3000/receipts/3f1c2b7e-9d4a-4c1e-8f7a-2b3c4d5e6f70',
      'Jump: https://stagecall.example/live/4#k=secret',
      'Or paste the code Q2hvb3NlQU5ld1Bhc3N3b3JkTm93',
      'Open your dashboard: https://stagecall.example/dashboard',
      'Hello 🎸 Harbour Lights',
    ].join('\n');
    const logged = withoutSecrets(text);
    for (const secret of ['Zm9vYmFy', 'abcdefABCDEF', '3f1c2b7e', 'k=secret', 'Q2hvb3Nl']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged.match(/\[link with a secret, not logged\]/g)).toHaveLength(4);
    expect(logged).toContain('Open your dashboard: https://stagecall.example/dashboard');
    expect(logged).toContain('Hello 🎸 Harbour Lights');
  });
});
