import { useId, useState } from 'react';
import type { ProfileField, ProfileFormValues } from './profile-form';

/**
 * The state both profile editors share (the dashboard's Edit Profile and the settings Profile
 * tab): the values, the one alert shown under the form, and which field it is about, so that
 * field is marked invalid until the musician changes it.
 */
export function useProfileForm(initial: () => ProfileFormValues) {
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<ProfileField | null>(null);
  const messageId = useId();

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) {
      setInvalidField(null);
      setError(null);
    }
  };

  return {
    values,
    setValues,
    set,
    error,
    messageId,
    /** Shows a failure; with a field, that field is marked invalid and described by the alert. */
    fail: (message: string, field: ProfileField | null = null) => {
      setError(message);
      setInvalidField(field);
    },
    clearError: () => {
      setError(null);
      setInvalidField(null);
    },
    validity: (field: ProfileField) => ({ isInvalid: invalidField === field, errorMessageId: messageId }),
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
