import { Lock } from 'lucide-react';
import { Button } from '../../../components/button';
import { useSubscriptionStatus } from '../api/subscription';
import { leadersOnlyNote, useOpenUpgrade } from './upgrade-context';
import { useMayInAct } from '../../acts/api/my-acts';

/**
 * What a control locked by an ended trial or plan shows instead (decision 013): why, and the way
 * to the upgrade modal. `what` names the locked action: 'go live', 'schedule public gigs'.
 */
export function SubscriptionLock({ what }: { what: string }) {
  const status = useSubscriptionStatus();
  const openUpgrade = useOpenUpgrade();
  const mayManage = useMayInAct('act.admin');
  const trialEnded = status.data?.subscription_status === 'trial';
  return (
    <div className="rounded-control border border-line bg-surface-raised p-4">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Lock aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
        {trialEnded ? 'Your free trial has ended' : 'No active subscription'}
      </p>
      <p className="mt-1 text-pretty text-sm text-ink-muted">
        Subscribe to {what}. Your profile, QR code, messages and earnings stay as they are.
      </p>
      {mayManage ? (
        <Button className="mt-3" onClick={openUpgrade}>
          See plans
        </Button>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{leadersOnlyNote}</p>
      )}
    </div>
  );
}

/** Whether the signed-in musician may go live and schedule public gigs (true while unknown). */
export function useHasSubscriptionAccess(): boolean {
  const status = useSubscriptionStatus();
  return status.data?.has_access ?? true;
}
