import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { authQueryKey } from '../../../lib/use-auth';
import { DeleteAccountModal } from './delete-account-modal';
import { ChangePasswordModal } from './change-password-modal';
import { DataExportSection } from './data-export-section';
import { SettingsSection } from './settings-section';

interface AccountTabProps {
  email: string;
  onSignOut: () => Promise<void>;
}

/** Spec 2 "Settings page", Account: the e-mail (not editable), password, sign out, download my data, delete account. */
export function AccountTab({ email, onSignOut }: AccountTabProps) {
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onDeleted = () => {
    void navigate('/', { replace: true });
    // Nothing of the deleted account stays cached for the next person on this device.
    queryClient.clear();
    queryClient.setQueryData(authQueryKey, null);
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

      <DataExportSection />

      <SettingsSection
        title="Delete account"
        tone="danger"
        description="Deleting your account removes your profile, QR code, gigs and messages for good; you confirm with your password. It cannot be undone."
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
      {isConfirmingDelete ? (
        <DeleteAccountModal onCancel={() => setIsConfirmingDelete(false)} onDeleted={onDeleted} />
      ) : null}
    </div>
  );
}
