import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { authQueryKey } from '../../../lib/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { ChangePasswordModal } from './change-password-modal';
import { SettingsSection } from './settings-section';

interface AccountTabProps {
  email: string;
  onSignOut: () => Promise<void>;
}

/** Spec 2 "Settings page", Account: the e-mail (not editable), password, sign out, delete account. */
export function AccountTab({ email, onSignOut }: AccountTabProps) {
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirmDelete = () => {
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        void navigate('/', { replace: true });
        // Nothing of the deleted account stays cached for the next person on this device.
        queryClient.clear();
        queryClient.setQueryData(authQueryKey, null);
      },
      onError: (caught) =>
        setDeleteError(errorMessage(caught, messages.account.deleteFailed, messages.auth.networkError)),
    });
  };

  return (
    <div className="space-y-5">
      <SettingsSection title="E-mail address">
        <TextField
          label="Email"
          type="email"
          value={email}
          readOnly
          aria-readonly="true"
          hint="Your e-mail address is how you sign in, so it cannot be changed."
        />
      </SettingsSection>

      <SettingsSection title="Password" description="Choose a new password of at least 6 characters.">
        <Button
          variant="secondary"
          onClick={() => setIsChangingPassword(true)}
          icon={<KeyRound aria-hidden="true" className="size-5" />}
        >
          Change Password
        </Button>
      </SettingsSection>

      <SettingsSection title="Sign out" description="Sign out of Stagecall on this device.">
        <Button
          variant="secondary"
          onClick={() => {
            setIsSigningOut(true);
            void onSignOut();
          }}
          isLoading={isSigningOut}
          loadingText="Signing out…"
          icon={<LogOut aria-hidden="true" className="size-5" />}
        >
          Sign Out
        </Button>
      </SettingsSection>

      <SettingsSection
        title="Delete account"
        tone="danger"
        description="Deleting your account removes your profile, QR code, gigs and messages for good. It cannot be undone."
      >
        <Button
          variant="danger"
          onClick={() => setIsConfirmingDelete(true)}
          icon={<Trash2 aria-hidden="true" className="size-5" />}
        >
          Delete Account
        </Button>
      </SettingsSection>

      {isChangingPassword ? <ChangePasswordModal onClose={() => setIsChangingPassword(false)} /> : null}
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title="Delete Account"
        message={
          <>
            <p>Are you sure you want to delete your account?</p>
            <p className="mt-2 text-sm text-ink-muted">
              Your profile, QR code, gigs and messages are removed for good, and fans can no longer find you. This
              action cannot be undone.
            </p>
          </>
        }
        confirmLabel="Delete My Account"
        busyLabel="Deleting…"
        isBusy={deleteAccount.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setIsConfirmingDelete(false);
          setDeleteError(null);
        }}
      />
    </div>
  );
}
