import { type FormEvent, type ReactNode } from 'react';
import { changePasswordBody } from '../../../../shared/auth';
import { messages } from '../../../../shared/user-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { useChangePassword } from '../api/change-password';
import type { SecurityBase } from '../api/second-factor';

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
 * words (the same schema the server uses), then the server's answer is shown. Settings shows it
 * in a modal; the back office, to an admin still on a one-time password, on its own.
 */
export function ChangePasswordForm({
  base = '/api/auth',
  currentLabel = 'Current password',
  onChanged,
  cancel,
}: {
  base?: SecurityBase;
  currentLabel?: string;
  onChanged: () => void;
  /** A Cancel button beside submit, where there is somewhere to go back to. */
  cancel?: ReactNode;
}) {
  const form = useForm<Values, ReturnType<typeof changePasswordBody.parse>>(
    { current: '', new: '', confirm: '' },
    check,
  );
  const { values } = form;
  const change = useChangePassword(base);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    form.setField(field, event.target.value);

  const isFilled = values.current !== '' && values.new !== '' && values.confirm !== '';
  const isMismatch = values.confirm !== '' && values.new !== values.confirm;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || change.isSuccess) return;
    const body = form.check();
    if (!body) return;
    change.mutate(
      { current_password: body.current_password, new_password: body.new_password },
      {
        onSuccess: onChanged,
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
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField
        label={currentLabel}
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
        {cancel}
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
  );
}
