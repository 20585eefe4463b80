import { useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { createUserBody } from '../../../../shared/admin/users';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { api, errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { FormActions } from './admin-ui';
import { useAdminAction } from '../api/admin-api';

interface Values {
  email: string;
  user_type: 'musician' | 'admin';
  stage_name: string;
  bio: string;
  profile_photo_url: string;
  instagram_handle: string;
  website_url: string;
  music_styles: string;
  favorite_singers: string;
}

const empty: Values = {
  email: '',
  user_type: 'musician',
  stage_name: '',
  bio: '',
  profile_photo_url: '',
  instagram_handle: '',
  website_url: '',
  music_styles: '',
  favorite_singers: '',
};

const toBody = (v: Values) => ({
  email: v.email,
  user_type: v.user_type,
  ...(v.user_type === 'musician'
    ? {
        musician_profile: {
          stage_name: v.stage_name,
          bio: v.bio,
          profile_photo_url: v.profile_photo_url,
          instagram_handle: v.instagram_handle,
          website_url: v.website_url,
          music_styles: v.music_styles,
          favorite_singers: v.favorite_singers,
        },
      }
    : {}),
});

type Created = { message: string; temporary_password: string | null };

/**
 * Spec 2 'Add User' (§3, §5): musician or admin; the one-time password is shown once. Fans have
 * no accounts in this product, so the type is not offered.
 */
export function AddUserModal({ onClose }: { onClose: () => void }) {
  const create = useAdminAction((body: ReturnType<typeof toBody>) => api.POST('/api/admin/users/create', { body }));
  const [created, setCreated] = useState<Created | null>(null);
  const form = useForm<Values, unknown>(
    empty,
    // A musician profile's issue (a missing stage name, a bad URL) points at the stage name field.
    fromSchema(createUserBody, toBody, { musician_profile: 'stage_name' }),
  );
  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value as never)}
      {...form.fieldProps(name)}
      {...extra}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !form.check()) return;
    create.mutate(toBody(form.values), {
      onSuccess: setCreated,
      onError: (error) => form.fail(errorMessage(error, m.createUserFailed, m.createUserError)),
    });
  };

  return (
    <Modal isOpen title="Add User" onClose={onClose}>
      {created ? (
        <div className="grid gap-4">
          <p role="status" className="font-semibold text-ink">
            {created.message}
          </p>
          <p className="text-ink-muted">
            One-time password (shown only now):{' '}
            <code className="rounded bg-surface-raised px-2 py-1 font-mono text-ink">{created.temporary_password}</code>
          </p>
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
          <label className="grid gap-1 text-sm font-semibold text-ink">
            User type
            <select
              className="min-h-11 rounded-control border border-line-strong bg-surface-raised px-3 text-base font-normal"
              value={form.values.user_type}
              onChange={(event) => form.setField('user_type', event.target.value as Values['user_type'])}
            >
              <option value="musician">Musician</option>
              <option value="admin">Admin</option>
            </select>
          </label>
          {form.values.user_type === 'musician' ? (
            <>
              {field('stage_name', 'Stage name')}
              <TextAreaField
                label="Bio (optional)"
                value={form.values.bio}
                onChange={(event) => form.setField('bio', event.target.value)}
              />
              {field('profile_photo_url', 'Profile photo URL (optional)', { type: 'url' })}
              {field('instagram_handle', 'Instagram handle (optional)')}
              {field('website_url', 'Website URL (optional)', { type: 'url' })}
              {field('music_styles', 'Music styles (comma-separated)')}
              {field('favorite_singers', 'Favourite singers (comma-separated)')}
            </>
          ) : null}
          <FormAlert id={form.messageId} message={form.message} />
          <FormActions onCancel={onClose} isBusy={create.isPending} busyLabel="Creating…" submitLabel="Create User" />
        </form>
      )}
    </Modal>
  );
}
