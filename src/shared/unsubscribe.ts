import { z } from 'zod';

/** The marketing unsubscribe link of an e-mail (docs/decisions/009-email.md). No account needed. */
export const unsubscribeMessages = {
  confirmTitle: 'Unsubscribe from marketing e-mails?',
  confirmBody: 'You will still get the e-mails you switched on for requests, payments and gigs.',
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneBody: 'You will get no more marketing e-mails. You can switch them back on in Settings, Marketing.',
  invalid: 'This unsubscribe link is not valid. Switch marketing e-mails off in Settings, Marketing.',
} as const;

export const unsubscribeQuery = z.object({ token: z.string().max(100).default('') });
export const unsubscribeBody = z.object({ token: z.string().max(100).default('') });
