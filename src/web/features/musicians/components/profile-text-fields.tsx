import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import type { ProfileFormState } from './use-profile-form';

/** The profile's text inputs, the same in Edit Profile and in the settings Profile tab. */
export function StageNameInput({ form }: { form: ProfileFormState }) {
  return (
    <TextField
      label="Stage name"
      name="stage_name"
      autoComplete="nickname"
      maxLength={80}
      value={form.values.stageName}
      onChange={(event) => form.set('stageName', event.target.value)}
      {...form.validity('stageName')}
    />
  );
}

export function BioInput({ form }: { form: ProfileFormState }) {
  return (
    <TextAreaField
      label="Bio"
      name="bio"
      maxLength={2000}
      placeholder="Tell fans who you are and what you play."
      value={form.values.bio}
      onChange={(event) => form.set('bio', event.target.value)}
      {...form.validity('bio')}
    />
  );
}

export function InstagramHandleInput({ form }: { form: ProfileFormState }) {
  return (
    <TextField
      label="Instagram handle"
      name="instagram_handle"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      placeholder="@yourname"
      maxLength={31}
      value={form.values.instagramHandle}
      onChange={(event) => form.set('instagramHandle', event.target.value)}
      {...form.validity('instagramHandle')}
    />
  );
}

export function WebsiteUrlInput({ form }: { form: ProfileFormState }) {
  return (
    <TextField
      label="Website URL"
      name="website_url"
      type="url"
      inputMode="url"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="www.yourband.com"
      maxLength={500}
      value={form.values.websiteUrl}
      onChange={(event) => form.set('websiteUrl', event.target.value)}
      {...form.validity('websiteUrl')}
    />
  );
}

export function PublicProfileToggle({ form }: { form: ProfileFormState }) {
  return (
    <ToggleSwitch
      label="Public Profile"
      description="Fans can see your artist page, photo and bio."
      isOn={form.values.isPublic}
      onChange={(isOn) => form.set('isPublic', isOn)}
    />
  );
}
