import { Download } from 'lucide-react';
import { useState } from 'react';
import { dataExportMessages } from '../../../../shared/data-export';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useAdminAction } from '../api/admin-api';
import { NETWORK } from './admin-ui';

/**
 * A user's page: "Download my data" started on the account's behalf (a request by post or e-mail).
 * The link goes to the account's own address, never to the admin; the start is in the audit log.
 */
export function StartExportButton({ userId, email }: { userId: number; email: string }) {
  const toast = useToast();
  const [isConfirming, setIsConfirming] = useState(false);
  const start = useAdminAction((id: number) => api.POST('/api/admin/users/{id}/data-export', { path: { id } }));
  return (
    <>
      <Button
        size="compact"
        variant="secondary"
        icon={<Download aria-hidden="true" className="size-4" />}
        onClick={() => setIsConfirming(true)}
      >
        Export their data
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Export this user’s data?"
        message={`A ZIP of everything Stagecall holds about ${email} is prepared, and a one-time download link (24 hours) is e-mailed to that address, not to you. One export a day; this is written to the audit log.`}
        confirmLabel="Start export"
        busyLabel="Starting…"
        isBusy={start.isPending}
        error={start.isError ? errorMessage(start.error, dataExportMessages.requestFailed, NETWORK) : null}
        onCancel={() => {
          start.reset();
          setIsConfirming(false);
        }}
        onConfirm={() =>
          start.mutate(userId, {
            onSuccess: (result) => {
              setIsConfirming(false);
              toast.show(result.message ?? dataExportMessages.adminRequested, { tone: 'success' });
            },
          })
        }
      />
    </>
  );
}
