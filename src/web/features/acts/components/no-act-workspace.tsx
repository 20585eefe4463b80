import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink } from '../../../components/button';

/**
 * A musician account in no act at all (an invitee who left, or was removed): nothing of an act to
 * show, so the workspace says why and what to do, and offers only what works without one.
 */
export function NoActWorkspace() {
  return (
    <EmptyState
      className="mt-6"
      icon={Users}
      title="You’re not in an act right now"
      description={
        <>
          You left the act you were in, or its leader removed you. To work in a band again, ask its leader for a new
          invitation and open the link from the e-mail. Your account, its security and any earnings of a former
          membership stay yours.
        </>
      }
      action={
        <ButtonLink to="/settings" variant="secondary">
          Account settings
        </ButtonLink>
      }
    />
  );
}
