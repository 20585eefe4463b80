import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { webMessages } from '../../../../shared/web-messages';
import type { ActRoster } from '../../../../shared/acts';
import { useLeaveAct } from '../api/member-changes';
import { BandSection } from './band-section';

/** Leaving the act, confirmed first; the act's only leader is told why they cannot yet. */
export function LeaveAct({ roster }: { roster: ActRoster }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const leave = useLeaveAct();
  const toast = useToast();
  const navigate = useNavigate();
  const name = roster.act.stage_name.trim() || 'this act';
  const isOnlyLeader =
    roster.me.role === 'leader' && roster.members.filter((member) => member.role === 'leader').length === 1;

  return (
    <BandSection title="Leave the act" id="leave">
      {isOnlyLeader ? (
        <p className="text-sm text-ink-muted">
          You are this act’s only leader, so you can’t leave it yet: an act always needs a leader. Make another member a
          leader first (their Role, above), then leave.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            You lose the act’s queue, shows and settings at once. What you earned in it stays yours.
          </p>
          <Button
            className="mt-3"
            variant="danger"
            icon={<LogOut aria-hidden="true" className="size-5" />}
            onClick={() => {
              leave.reset();
              setIsConfirming(true);
            }}
          >
            Leave {name}
          </Button>
        </>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Leave this act?"
        message={
          <>
            You will no longer work in <span className="wrap-anywhere font-semibold">{name}</span>. To come back, a
            leader has to invite you again.
          </>
        }
        confirmLabel="Leave"
        busyLabel="Leaving…"
        isBusy={leave.isPending}
        error={leave.error ? errorMessage(leave.error, 'Could not leave the act.', webMessages.networkError) : null}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              toast.show(`You left ${name}`, { tone: 'success' });
              void navigate('/dashboard', { replace: true });
            },
          })
        }
      />
    </BandSection>
  );
}
