import { KeyRound } from 'lucide-react';
import { passwordResetMessages } from '../../../../shared/auth/password-reset';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useAdminAction } from '../api/admin-api';
import { NETWORK } from './admin-ui';

/**
 * Users tab: e-mails the account a one-hour reset link. The admin never sees the link,
 * so no password passes through the back office; the action is in the audit log.
 */
export function SendResetLinkButton({ userId, email, disabled }: { userId: number; email: string; disabled: boolean }) {
  const toast = useToast();
  const send = useAdminAction((id: number) => api.POST('/api/admin/users/{id}/send-password-reset', { path: { id } }));
  return (
    <Button
      size="compact"
      variant="ghost"
      aria-label={`Send a password reset link to ${email}`}
      icon={<KeyRound aria-hidden="true" className="size-4" />}
      disabled={disabled}
      isLoading={send.isPending}
      loadingText="Sending…"
      onClick={() =>
        send.mutate(userId, {
          onSuccess: (result) => toast.show(result.message, { tone: 'success' }),
          onError: (error) =>
            toast.show(errorMessage(error, passwordResetMessages.requestFailed, NETWORK), { tone: 'error' }),
        })
      }
    >
      Reset link
    </Button>
  );
}
