import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/use-toast';
import type { OwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { profileSaveError } from '../api/profile-errors';
import { missingProfileFields, profileBody, profileFormValues, type ProfileField } from './profile-form';
import { useProfileForm } from './use-profile-form';
import { InfluencesField } from './influences-field';
import { MusicStyleChips } from './music-style-chips';
import { PhotoPicker, photoPayload, type PhotoChoice } from './photo-picker';
import {
  BioInput,
  InstagramHandleInput,
  PublicProfileToggle,
  StageNameInput,
  WebsiteUrlInput,
} from './profile-text-fields';

/** The short names of the hint under the form; pressing Save gives the spec's full message. */
const stillToFill: Record<ProfileField, string> = {
  stageName: 'stage name',
  bio: 'bio',
  instagramHandle: 'Instagram handle',
  websiteUrl: 'website URL',
  musicStyles: 'a music style',
  influences: 'a musical influence',
};

/**
 * Spec 1 "Edit Profile modal" and §5: every field is required. Save looks disabled until all are
 * filled (aria-disabled rather than disabled, so it stays focusable), and pressing it anyway says
 * which one is missing with the spec's alert text and puts focus there.
 */
export function EditProfileModal({ profile, onClose }: { profile: OwnProfile; onClose: () => void }) {
  const form = useProfileForm(() => profileFormValues(profile));
  const { values, set, validity } = form;
  const [photo, setPhoto] = useState<PhotoChoice>(() =>
    profile.profile_photo_url ? { kind: 'current', url: profile.profile_photo_url } : { kind: 'none' },
  );
  const formId = useId();
  const save = useUpdateOwnProfile();
  const toast = useToast();

  const missing = missingProfileFields(values);
  const isIncomplete = missing.length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const first = missing[0];
    if (first) {
      form.fail(first.message, first.field);
      document
        .querySelector<HTMLElement>(`#${CSS.escape(formId)} [data-field="${first.field}"] :is(input, textarea, button)`)
        ?.focus();
      return;
    }
    form.clearError();
    save.mutate(
      { ...profileBody(values), profile_photo_url: photoPayload(photo) },
      {
        onSuccess: () => {
          toast.show('Profile saved', { tone: 'success' });
          onClose();
        },
        onError: (caught) => form.fail(profileSaveError(caught)),
      },
    );
  };

  return (
    <Modal isOpen title="Edit Profile" onClose={onClose}>
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <div data-field="stageName">
          <StageNameInput form={form} />
        </div>
        <PhotoPicker stageName={values.stageName} photo={photo} onChange={setPhoto} />
        <div data-field="instagramHandle">
          <InstagramHandleInput form={form} />
        </div>
        <div data-field="websiteUrl">
          <WebsiteUrlInput form={form} />
        </div>
        <div data-field="bio">
          <BioInput form={form} />
        </div>
        <div data-field="musicStyles">
          <MusicStyleChips
            selected={values.musicStyles}
            onChange={(styles) => set('musicStyles', styles)}
            {...validity('musicStyles')}
          />
        </div>
        <div data-field="influences">
          <InfluencesField
            influences={values.influences}
            onChange={(influences) => set('influences', influences)}
            {...validity('influences')}
          />
        </div>
        <PublicProfileToggle form={form} />
        <FormAlert id={form.messageId} message={form.error} />
        {isIncomplete && !form.error ? (
          <p className="text-sm text-ink-muted">
            Every field is needed to save. Still to fill in: {missing.map((item) => stillToFill[item.field]).join(', ')}
            .
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            {...(isIncomplete ? { 'aria-disabled': true } : {})}
            isLoading={save.isPending}
            loadingText="Saving…"
          >
            Save Profile
          </Button>
        </div>
      </form>
    </Modal>
  );
}
