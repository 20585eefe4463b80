import { useId, useState, type FormEvent } from 'react';
import { profileMessages } from '../../../../shared/musicians';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { stageNameSaveError } from '../api/profile-errors';
import { FormAlert } from '../../../components/form-alert';

/**
 * Spec 1 §4 "Stage-name setup": blocking while the profile has no stage name (an account made
 * with Google sign-in). It sends only the stage name: the server leaves absent fields unchanged,
 * which for a new account is the spec's "empty values for the rest" without risking a wipe.
 */
export function StageNameModal({ isOpen, onSaved }: { isOpen: boolean; onSaved: () => void }) {
  const [stageName, setStageName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const save = useUpdateOwnProfile();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const trimmed = stageName.trim();
    if (!trimmed) {
      setError(profileMessages.stageNameRequired);
      return;
    }
    setError(null);
    save.mutate(
      { stage_name: trimmed },
      { onSuccess: () => onSaved(), onError: (caught) => setError(stageNameSaveError(caught)) },
    );
  };

  return (
    <Modal isOpen={isOpen} title="Choose Your Stage Name" onClose={() => undefined} isDismissable={false}>
      <p className="text-ink-muted">
        Fans see this name on your artist page, your QR code and the live lists. You can change it later.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <TextField
          label="Stage name"
          name="stage_name"
          autoComplete="nickname"
          value={stageName}
          maxLength={80}
          onChange={(event) => setStageName(event.target.value)}
          isInvalid={Boolean(error)}
          errorMessageId={messageId}
        />
        <FormAlert id={messageId} message={error} />
        <Button type="submit" className="w-full" isLoading={save.isPending} loadingText="Saving…">
          Save Stage Name
        </Button>
      </form>
    </Modal>
  );
}
