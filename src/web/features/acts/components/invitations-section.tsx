import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/format-date';
import { webMessages } from '../../../../shared/web-messages';
import { ACT_ROLES, inviteBody, type ActInvitation } from '../../../../shared/acts';
import { useInvite, useWithdrawInvitation } from '../api/member-changes';
import { BandSection } from './band-section';
import { formatShare, percentToBps } from './share-percent';
import { roleDescriptions, roleLabels, selectClasses } from './role-labels';

/** The leaders' invitations: who was asked and has not answered (with Withdraw), and a new one by e-mail. */
export function InvitationsSection({ invitations }: { invitations: ActInvitation[] }) {
  const withdraw = useWithdrawInvitation();
  const toast = useToast();
  return (
    <BandSection
      title="Invite someone"
      id="invitations"
      description="The invitation goes by e-mail. The link works once, for 7 days, and only for that address."
    >
      <InviteForm />
      <h3 className="mt-6 font-semibold text-ink">Waiting for an answer</h3>
      {invitations.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No invitations are waiting.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="wrap-anywhere font-medium text-ink">{invitation.email}</p>
                <p className="text-sm text-ink-muted">
                  {roleLabels[invitation.role]}
                  {invitation.role === 'crew' ? '' : ` · proposed share ${formatShare(invitation.share_bps)}`} · until{' '}
                  {formatDayMonthYear(invitation.expires_at)}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                isLoading={withdraw.isPending && withdraw.variables === invitation.id}
                loadingText="Withdrawing…"
                onClick={() =>
                  withdraw.mutate(invitation.id, {
                    onSuccess: () => toast.show('Invitation withdrawn: its link no longer works', { tone: 'success' }),
                    onError: (error) =>
                      toast.show(errorMessage(error, 'Could not withdraw it.', webMessages.networkError), {
                        tone: 'error',
                      }),
                  })
                }
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </BandSection>
  );
}

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('member');
  const [share, setShare] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const invite = useInvite();
  const toast = useToast();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const shareBps = role === 'crew' ? 0 : percentToBps(share);
    if (shareBps === null) {
      setError('The share is a percent from 0 to 100, with at most two decimals.');
      return;
    }
    const parsed = inviteBody.safeParse({ email, role, share_bps: shareBps });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the invitation.');
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.show(`Invitation sent to ${parsed.data.email}`, { tone: 'success' });
        setEmail('');
        setShare('0');
      },
      onError: (caught) =>
        setError(errorMessage(caught, 'Could not send the invitation. Please try again.', webMessages.networkError)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <TextField
        label="E-mail address"
        name="invite-email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        maxLength={254}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-role`} className="mb-1.5 block text-sm font-medium text-ink">
            Role
          </label>
          <select
            id={`${id}-role`}
            name="invite-role"
            className={selectClasses}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            aria-describedby={`${id}-role-hint`}
          >
            {ACT_ROLES.map((known) => (
              <option key={known} value={known}>
                {roleLabels[known]}
              </option>
            ))}
          </select>
          <p id={`${id}-role-hint`} className="mt-1 text-sm text-ink-muted">
            {roleDescriptions[role as keyof typeof roleDescriptions] ?? ''}
          </p>
        </div>
        {role === 'crew' ? null : (
          <TextField
            label="Proposed share (%)"
            name="invite-share"
            inputMode="decimal"
            autoComplete="off"
            value={share}
            onChange={(event) => setShare(event.target.value)}
            hint="Applied when you next save the shares"
          />
        )}
      </div>
      <FormAlert message={error} />
      <Button type="submit" isLoading={invite.isPending} loadingText="Sending…">
        Send invitation
      </Button>
    </form>
  );
}
