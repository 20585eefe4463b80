import { z } from 'zod';
import { webMessages } from '../web-messages';

/**
 * The marketing unsubscribe link of an e-mail (docs/decisions/009-email.md): /unsubscribe?token=…
 * shows a confirmation; its button posts the token. No account or sign-in needed.
 */
export const unsubscribeMessages = {
  confirmTitle: 'Unsubscribe from marketing e-mails?',
  confirmBody: 'You will still get the e-mails you switched on for requests, payments and gigs.',
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneBody: 'You will get no more marketing e-mails. You can switch them back on in Settings, Marketing.',
  invalid: 'This unsubscribe link is not valid. Switch marketing e-mails off in Settings, Marketing.',
  failed: 'Could not unsubscribe. Please try again.',
  network: webMessages.networkError,
} as const;

export const unsubscribeBody = z.strictObject({
  token: z.string({ error: unsubscribeMessages.invalid }).max(100, { error: unsubscribeMessages.invalid }),
});

export const unsubscribePath = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The one-click addresses of bulk mail's List-Unsubscribe header (RFC 8058): a mailbox provider
 * POSTs `List-Unsubscribe=One-Click` to them, with no cookie and no page in between, so the signed
 * token in the address is all the authority they carry.
 */
export const oneClickPaths = {
  marketing: '/api/email/unsubscribe/one-click',
  follower: '/api/followers/unfollow/one-click',
} as const;

export const oneClickPath = (list: keyof typeof oneClickPaths, token: string) =>
  `${oneClickPaths[list]}?token=${encodeURIComponent(token)}`;

export const isOneClickPath = (url: string) =>
  Object.values(oneClickPaths).some((path) => url === path || url.startsWith(`${path}?`));

export const oneClickQuery = z.strictObject({
  token: z.string({ error: unsubscribeMessages.invalid }).max(100, { error: unsubscribeMessages.invalid }),
});
