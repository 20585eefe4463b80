import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useForm } from '../../../lib/forms/use-form';
import { CONTACT_FIELD_LIMITS, contactMessages, type SendMessageBody } from '../../../../shared/messages/contact';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { TextAreaField } from '../../../components/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { sendMessage } from '../api/send-message';
import {
  emptyContactForm,
  validateContactForm,
  type ContactField,
  type ContactFormValues,
} from '../validate-contact-form';
import { webMessages } from '../../../../shared/web-messages';

/** Spec 2 §9: the 'Message Sent!' confirmation stays 2 s, then the modal closes and resets. */
export const SENT_CONFIRMATION_MS = 2000;
/** Spec 2 §8: the contact form's network failure. */
const NETWORK_ERROR = webMessages.networkError;

type Status = 'editing' | 'sending' | 'sent';

interface ContactArtistModalProps {
  isOpen: boolean;
  onClose: () => void;
  qrCodeId: string;
  stageName: string;
}

/**
 * The contact-artist modal (spec 2 §2, §4, §5). It stays mounted while closed, so a fan who
 * closes it half-way keeps what they typed; only a sent message clears the form.
 */
export function ContactArtistModal({ isOpen, onClose, qrCodeId, stageName }: ContactArtistModalProps) {
  const form = useForm<ContactFormValues, SendMessageBody>(emptyContactForm, (values) => {
    const validation = validateContactForm(values, { qrCodeId, stageName });
    return validation.ok ? validation : { ok: false, message: validation.message, field: validation.fields };
  });
  const { values, messageId } = form;
  const error = form.message;
  const [status, setStatus] = useState<Status>('editing');
  const sentRef = useRef<HTMLDivElement>(null);

  const reset = () => {
    form.setValues(emptyContactForm);
    form.clearMessage();
    setStatus('editing');
  };

  const finish = useEffectEvent(() => {
    reset();
    onClose();
  });

  useEffect(() => {
    if (status !== 'sent') return;
    // The form (and the focused Send button) is gone: keep focus inside the dialog.
    sentRef.current?.focus();
    const timer = window.setTimeout(finish, SENT_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const close = () => {
    if (status === 'sent') reset();
    onClose();
  };

  const setField = (field: ContactField) => (event: { target: { value: string } }) =>
    form.setField(field, event.target.value);

  const validity = (field: ContactField) => ({ isInvalid: form.isInvalid(field), errorMessageId: messageId });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const body = form.check();
    if (!body) return;
    setStatus('sending');
    try {
      await sendMessage(body);
      setStatus('sent');
    } catch (caught) {
      form.fail(errorMessage(caught, contactMessages.sendFailed, NETWORK_ERROR));
      setStatus('editing');
    }
  };

  const isBusy = status === 'sending';

  return (
    <Modal isOpen={isOpen} title={`Contact ${stageName}`} onClose={close}>
      {status === 'sent' ? (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="flex flex-col items-center py-8 text-center focus:outline-none"
        >
          <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="text-2xl font-bold text-ink">{contactMessages.sent}</p>
          <p className="mt-1 wrap-anywhere text-ink-muted">{stageName} will find it in their messages.</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="wrap-anywhere text-sm text-ink-muted">
            Send {stageName} a private message. Fields marked * are required.
          </p>
          <TextField
            label="Your Name*"
            name="name"
            maxLength={CONTACT_FIELD_LIMITS.name}
            autoComplete="name"
            required
            value={values.name}
            onChange={setField('name')}
            readOnly={isBusy}
            {...validity('name')}
          />
          <TextField
            label="Your Email*"
            name="email"
            maxLength={CONTACT_FIELD_LIMITS.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            required
            value={values.email}
            onChange={setField('email')}
            readOnly={isBusy}
            {...validity('email')}
          />
          <TextField
            label="Subject (optional)"
            name="subject"
            maxLength={CONTACT_FIELD_LIMITS.subject}
            value={values.subject}
            onChange={setField('subject')}
            readOnly={isBusy}
            {...validity('subject')}
          />
          <TextAreaField
            label="Message*"
            name="message"
            maxLength={CONTACT_FIELD_LIMITS.message}
            required
            rows={5}
            value={values.message}
            onChange={setField('message')}
            readOnly={isBusy}
            {...validity('message')}
          />
          <div id={messageId} aria-live="assertive" aria-atomic="true">
            {error ? (
              <p className="flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {error}
              </p>
            ) : null}
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            isLoading={isBusy}
            loadingText="Sending…"
            icon={<Send aria-hidden="true" className="size-5" />}
          >
            Send Message
          </Button>
        </form>
      )}
    </Modal>
  );
}
