import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import type { OwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { profileSaveError } from '../profile-errors';
import { missingProfileFields, profileBody, type ProfileField, type ProfileFormValues } from '../profile-form';
import { FormAlert } from '../../../components/form-alert';
import { InfluencesField } from './influences-field';
import { MusicStyleChips } from './music-style-chips';
import { PhotoPicker, photoPayload, type PhotoChoice } from './photo-picker';
import { TextAreaField } from '../../../components/text-area-field';
import { ToggleSwitch } from '../../../components/toggle-switch';

/** The short names of the hint under the form; pressing Save gives the spec's full message. */
const stillToFill: Record<ProfileField, string> = {
  stageName: 'stage name',
  bio: 'bio',
  instagramHandle: 'Instagram handle',
  websiteUrl: 'website URL',
  musicStyles: 'a music style',
  influences: 'a musical influence',
};

function initialValues(profile: OwnProfile): ProfileFormValues {
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

/**
 * Spec 1 "Edit Profile modal" and §5: every field is required. Save looks disabled until all are
 * filled (aria-disabled rather than disabled, so it stays focusable), and pressing it anyway says
 * which one is missing with the spec's alert text and puts focus there.
 */
export function EditProfileModal({ profile, onClose }: { profile: OwnProfile; onClose: () => void }) {
  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(profile));
  const [photo, setPhoto] = useState<PhotoChoice>(() =>
    profile.profile_photo_url ? { kind: 'current', url: profile.profile_photo_url } : { kind: 'none' },
  );
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<ProfileField | null>(null);
  const formId = useId();
  const messageId = `${formId}-message`;
  const save = useUpdateOwnProfile();
  const toast = useToast();

  const missing = missingProfileFields(values);
  const isIncomplete = missing.length > 0;

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
    const first = missing[0];
    if (first) {
      setError(first.message);
      setInvalidField(first.field);
      document
        .querySelector<HTMLElement>(`#${CSS.escape(formId)} [data-field="${first.field}"] :is(input, textarea, button)`)
        ?.focus();
      return;
    }
    setError(null);
    setInvalidField(null);
    save.mutate(
      { ...profileBody(values), profile_photo_url: photoPayload(photo) },
      {
        onSuccess: () => {
          toast.show('Profile saved', { tone: 'success' });
          onClose();
        },
        onError: (caught) => setError(profileSaveError(caught)),
      },
    );
  };

  return (
    <Modal isOpen title="Edit Profile" onClose={onClose}>
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <div data-field="stageName">
          <TextField
            label="Stage name"
            name="stage_name"
            autoComplete="nickname"
            maxLength={80}
            value={values.stageName}
            onChange={(event) => set('stageName', event.target.value)}
            {...validity('stageName')}
          />
        </div>
        <PhotoPicker stageName={values.stageName} photo={photo} onChange={setPhoto} />
        <div data-field="instagramHandle">
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
        </div>
        <div data-field="websiteUrl">
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
        <div data-field="bio">
          <TextAreaField
            label="Bio"
            name="bio"
            maxLength={2000}
            placeholder="Tell fans who you are and what you play."
            value={values.bio}
            onChange={(event) => set('bio', event.target.value)}
            {...validity('bio')}
          />
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
        <ToggleSwitch
          label="Public Profile"
          description="Fans can see your artist page, photo and bio."
          isOn={values.isPublic}
          onChange={(isOn) => set('isPublic', isOn)}
        />
        <FormAlert id={messageId} message={error} />
        {isIncomplete && !error ? (
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
