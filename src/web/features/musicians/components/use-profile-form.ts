import { useForm } from '../../../lib/forms/use-form';
import type { ProfileField, ProfileFormValues } from './profile-form';

/**
 * The state both profile editors share (the dashboard's Edit Profile and the settings Profile
 * tab), on the app's one form hook: the values, the one alert shown under the form, and which
 * field it is about, so that field is marked invalid until the musician changes it. The checks
 * live in profile-form.ts: they depend on the photo step, so each editor runs them on submit.
 */
export function useProfileForm(initial: () => ProfileFormValues) {
  const form = useForm<ProfileFormValues, null>(initial, () => ({ ok: true, body: null }));
  return {
    values: form.values,
    setValues: form.setValues,
    set: form.setField,
    error: form.message,
    messageId: form.messageId,
    /** Shows a failure; with a field, that field is marked invalid and described by the alert. */
    fail: (message: string, field: ProfileField | null = null) => form.fail(message, field ?? undefined),
    clearError: form.clearMessage,
    validity: (field: ProfileField) => ({ isInvalid: form.invalidField === field, errorMessageId: form.messageId }),
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
