import { ARTIST_NOT_FOUND } from '../musicians/artist-messages';
import { z } from 'zod';

/** Spec 2 §2 contact-artist modal and §5 validation. */
export const contactMessages = {
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  sendFailed: 'Failed to send message',
  notAccepting: 'This artist is not accepting direct messages at the moment',
  artistNotFound: ARTIST_NOT_FOUND,
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes before sending another.',
  sent: 'Message Sent!',
} as const;

const required = (max: number, tooLong: string) =>
  z.string({ error: contactMessages.requiredFields }).trim().min(1, contactMessages.requiredFields).max(max, tooLong);

const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** The fields' length limits, shared by the schema and the inputs' maxLength. */
export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
const limits = CONTACT_FIELD_LIMITS;

export const sendMessageBody = z.strictObject({
  name: required(limits.name, `Your name must be at most ${limits.name} characters`),
  email: required(limits.email, contactMessages.invalidEmail).pipe(z.email(contactMessages.invalidEmail)),
  subject: optional(limits.subject, `The subject must be at most ${limits.subject} characters`),
  message: required(limits.message, `The message must be at most ${limits.message} characters`),
  qr_code_id: z.string({ error: contactMessages.artistNotFound }).trim().min(1, contactMessages.artistNotFound).max(64),
  artist_name: optional(200, 'The artist name is too long'),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;
