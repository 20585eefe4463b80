import { useId, useState, type FormEvent } from 'react';
import { profileMessages } from '../../../../shared/musician-profile';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import { ApiError, NetworkError } from '../../../lib/api-client';
import type { OwnProfile } from '../../musicians/api/get-own-profile';
import { useUpdateOwnProfile } from '../../musicians/api/update-own-profile';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import {
  missingProfileFields,
  profileBody,
  type ProfileField,
  type ProfileFormValues,
} from '../../musicians/profile-form';

/** Spec 2 §5 "Profile save (settings)": these four are required here. */
const REQUIRED: ProfileField[] = ['stageName', 'bio', 'instagramHandle', 'websiteUrl'];

function valuesOf(profile: OwnProfile): ProfileFormValues {
  return {
    stageName: profile.stage_name,
    bio: profile.bio ?? '',
    instagramHandle: profile.instagram_handle ?? '',
    websiteUrl: profile.website_url ?? '',
    musicStyles: profile.music_styles,
    influences: profile.favorite_singers,
    isPublic: profile.public_profile_enabled,
  };
}

function saveError(error: unknown): string {
  if (error instanceof NetworkError) return messages.auth.networkError;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return profileMessages.updateFailed;
}

/**
 * Spec 2 "Settings page", Profile: stage name, bio, Instagram handle, website and the public toggle.
 * Music styles and influences are edited in the dashboard's Edit Profile; this save leaves them out,
 * which the server reads as "unchanged" (sending empty lists, as the old client did, would wipe them).
 */
export function ProfileTab({ profile }: { profile: OwnProfile }) {
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(profile));
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<ProfileField | null>(null);
  const messageId = useId();
  const save = useUpdateOwnProfile();
  const toast = useToast();

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) {
      setInvalidField(null);
      setError(null);
    }
  };

  const validity = (field: ProfileField) => ({ isInvalid: invalidField === field, errorMessageId: messageId });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const first = missingProfileFields(values, REQUIRED)[0];
    if (first) {
      setError(first.message);
      setInvalidField(first.field);
      return;
    }
    setError(null);
    setInvalidField(null);
    const { music_styles: _styles, favorite_singers: _influences, ...body } = profileBody(values);
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast.show('Profile updated', { tone: 'success' });
      },
      onError: (caught) => setError(saveError(caught)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-card border border-line bg-surface p-5 sm:p-6">
      <TextField
        label="Stage name"
        name="stage_name"
        autoComplete="nickname"
        maxLength={80}
        value={values.stageName}
        onChange={(event) => set('stageName', event.target.value)}
        {...validity('stageName')}
      />
      <TextAreaField
        label="Bio"
        name="bio"
        maxLength={2000}
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        {...validity('bio')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Instagram handle"
          name="instagram_handle"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="@yourname"
          maxLength={31}
          value={values.instagramHandle}
          onChange={(event) => set('instagramHandle', event.target.value)}
          {...validity('instagramHandle')}
        />
        <TextField
          label="Website URL"
          name="website_url"
          type="url"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="www.yourband.com"
          maxLength={500}
          value={values.websiteUrl}
          onChange={(event) => set('websiteUrl', event.target.value)}
          {...validity('websiteUrl')}
        />
      </div>
      <ToggleSwitch
        label="Public Profile"
        description="Fans can see your artist page, photo and bio."
        isOn={values.isPublic}
        onChange={(isOn) => set('isPublic', isOn)}
      />
      <p className="text-sm text-ink-muted">
        Music styles, influences and your photo are edited from your dashboard (Edit Profile).
      </p>
      <FormAlert id={messageId} message={error} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} loadingText="Saving…" className="max-sm:w-full">
          Save Profile
        </Button>
      </div>
    </form>
  );
}
