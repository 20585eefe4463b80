import { CircleCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { changePasswordBody } from '../../../../shared/auth';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../../components/form-alert';
import { useChangePassword } from '../api/change-password';
import { fromSchema, useForm } from '../../../lib/forms/use-form';

const SUCCESS_DISPLAY_MS = 1500;

interface Values {
  current: string;
  new: string;
  confirm: string;
}

/** The server's schema checks the form, with the spec's words; its fields map onto the form's. */
const check = fromSchema(
  changePasswordBody,
  (values: Values) => ({
    current_password: values.current,
    new_password: values.new,
    confirm_password: values.confirm,
  }),
  { current_password: 'current', new_password: 'new', confirm_password: 'confirm' },
);

/**
 * Spec 2 "Change Password modal" and §5: submit stays disabled until all three are filled and the
 * new password equals its confirmation; the other rules are checked on submit with the spec's
 * words (the same schema the server uses), then the server's answer is shown.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const form = useForm<Values, ReturnType<typeof changePasswordBody.parse>>(
    { current: '', new: '', confirm: '' },
    check,
  );
  const { values } = form;
  const [isDone, setIsDone] = useState(false);
  const change = useChangePassword();

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(close, SUCCESS_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDone]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    form.setField(field, event.target.value);

  const isFilled = values.current !== '' && values.new !== '' && values.confirm !== '';
  const isMismatch = values.confirm !== '' && values.new !== values.confirm;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || isDone) return;
    const body = form.check();
    if (!body) return;
    change.mutate(
      { current_password: body.current_password, new_password: body.new_password },
      {
        onSuccess: () => setIsDone(true),
        onError: (caught) =>
          form.fail(errorMessage(caught, messages.password.changeFailed, messages.auth.networkError)),
      },
    );
  };

  // The hint under a field stays read out: the form message is added to it, not put in its place.
  const validity = (field: keyof Values) => ({
    isInvalid: form.invalidField === field,
    errorMessageId: form.messageId,
  });

  return (
    <Modal isOpen title="Change Password" onClose={onClose}>
      {isDone ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-control bg-success-soft px-4 py-3 font-semibold text-success"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          Password changed successfully
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            value={values.current}
            onChange={set('current')}
            {...validity('current')}
          />
          <PasswordField
            label="New password"
            name="new_password"
            autoComplete="new-password"
            hint="At least 6 characters, different from your current password."
            value={values.new}
            onChange={set('new')}
            {...validity('new')}
          />
          <PasswordField
            label="Confirm new password"
            name="confirm_password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={isMismatch ? messages.password.newDoNotMatch : undefined}
            {...validity('confirm')}
          />
          <FormAlert id={form.messageId} message={form.message} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!isFilled || values.new !== values.confirm}
              isLoading={change.isPending}
              loadingText="Changing…"
            >
              Change Password
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
