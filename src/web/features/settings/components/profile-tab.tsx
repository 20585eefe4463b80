import { type FormEvent } from 'react';
import { profileMessages } from '../../../../shared/musicians';
import { messages } from '../../../../shared/user-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../components/use-toast';
import { ApiError, NetworkError } from '../../../lib/api-client';
import type { OwnProfile } from '../../musicians/api/get-own-profile';
import { useUpdateOwnProfile } from '../../musicians/api/update-own-profile';
import {
  BioInput,
  InstagramHandleInput,
  PublicProfileToggle,
  StageNameInput,
  WebsiteUrlInput,
} from '../../musicians/components/profile-text-fields';
import {
  missingProfileFields,
  profileBody,
  profileFormValues,
  type ProfileField,
} from '../../musicians/components/profile-form';
import { useProfileForm } from '../../musicians/components/use-profile-form';

/** Spec 2 §5 "Profile save (settings)": these four are required here. */
const REQUIRED: ProfileField[] = ['stageName', 'bio', 'instagramHandle', 'websiteUrl'];

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
  const form = useProfileForm(() => profileFormValues(profile));
  const save = useUpdateOwnProfile();
  const toast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const first = missingProfileFields(form.values, REQUIRED)[0];
    if (first) {
      form.fail(first.message, first.field);
      return;
    }
    form.clearError();
    const { music_styles: _styles, favorite_singers: _influences, ...body } = profileBody(form.values);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.setValues(profileFormValues(saved));
        toast.show('Profile updated', { tone: 'success' });
      },
      onError: (caught) => form.fail(saveError(caught)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-card border border-line bg-surface p-5 sm:p-6">
      <StageNameInput form={form} />
      <BioInput form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InstagramHandleInput form={form} />
        <WebsiteUrlInput form={form} />
      </div>
      <PublicProfileToggle form={form} />
      <p className="text-sm text-ink-muted">
        Music styles, influences and your photo are edited from your dashboard (Edit Profile).
      </p>
      <FormAlert id={form.messageId} message={form.error} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} loadingText="Saving…" className="max-sm:w-full">
          Save Profile
        </Button>
      </div>
    </form>
  );
}
