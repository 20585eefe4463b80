import { contactMessages, sendMessageBody, type SendMessageBody } from '../../../shared/messages/contact';

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

export const emptyContactForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };

type Validation = { ok: true; body: SendMessageBody } | { ok: false; message: string; fields: ContactField[] };

const contactFields: readonly string[] = ['name', 'email', 'subject', 'message'];

/**
 * Spec 2 §5: name, e-mail and message required ('Please fill in all required fields'), then
 * the e-mail's format. The server's own schema then checks the rest (lengths), so the form and
 * the route agree on what is valid.
 */
export function validateContactForm(
  values: ContactFormValues,
  artist: { qrCodeId: string; stageName: string },
): Validation {
  const missing = (['name', 'email', 'message'] as const).filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { ok: false, message: contactMessages.requiredFields, fields: missing };

  const parsed = sendMessageBody.safeParse({
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    qr_code_id: artist.qrCodeId,
    artist_name: artist.stageName,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    message: issue?.message ?? contactMessages.sendFailed,
    fields: typeof field === 'string' && contactFields.includes(field) ? [field as ContactField] : [],
  };
}
