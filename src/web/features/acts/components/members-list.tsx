import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { webMessages } from '../../../../shared/web-messages';
import { ACT_ROLES, type ActRoster } from '../../../../shared/acts';
import { useChangeRole, useRemoveMember } from '../api/member-changes';
import { BandSection } from './band-section';
import { formatShare } from './share-percent';
import { roleLabels, selectClasses } from './role-labels';

type Member = ActRoster['members'][number];

interface MembersListProps {
  roster: ActRoster;
  /** Leaders only: each member's e-mail address, by member id. */
  emails: ReadonlyMap<number, string> | null;
}

const nameOf = (member: Member) => member.name?.trim() || 'No name';

/**
 * Who is in the act. Everyone sees names and roles (and, but for crew, shares); leaders also see
 * e-mail addresses, change roles and remove members, each removal confirmed first.
 */
export function MembersList({ roster, emails }: MembersListProps) {
  const isLeader = roster.me.role === 'leader';
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const toast = useToast();
  const [removing, setRemoving] = useState<Member | null>(null);
  const failed = (fallback: string) => (error: unknown) =>
    toast.show(errorMessage(error, fallback, webMessages.networkError), { tone: 'error' });

  return (
    <BandSection
      title={`Members (${roster.members.length})`}
      id="members"
      description={isLeader ? null : 'Only the act’s leaders can change members, roles and shares.'}
    >
      <ul className="divide-y divide-line">
        {roster.members.map((member) => {
          const isMe = member.id === roster.me.member_id;
          const email = emails?.get(member.id);
          return (
            <li key={member.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="wrap-anywhere font-semibold text-ink">
                  {nameOf(member)}
                  {isMe ? <span className="font-normal text-ink-muted"> (you)</span> : null}
                </p>
                {email ? <p className="wrap-anywhere text-sm text-ink-muted">{email}</p> : null}
                <p className="text-sm text-ink-muted">
                  {roleLabels[member.role]}
                  {member.share_bps !== null && member.role !== 'crew'
                    ? ` · ${formatShare(member.share_bps)} of tips`
                    : ''}
                </p>
              </div>
              {isLeader ? (
                <div className="flex items-center gap-2">
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    {`Role of ${nameOf(member)}`}
                  </label>
                  <select
                    id={`role-${member.id}`}
                    className={`${selectClasses} sm:w-36`}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate(
                        { id: member.id, role: event.target.value },
                        {
                          onSuccess: () =>
                            toast.show(`${nameOf(member)} is now ${event.target.value}`, { tone: 'success' }),
                          onError: failed('Could not change the role. Please try again.'),
                        },
                      )
                    }
                  >
                    {ACT_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabels[role]}
                      </option>
                    ))}
                  </select>
                  {isMe ? null : (
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${nameOf(member)}`}
                      icon={<UserMinus aria-hidden="true" className="size-5" />}
                      onClick={() => {
                        remove.reset();
                        setRemoving(member);
                      }}
                    >
                      <span className="max-sm:sr-only">Remove</span>
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this member?"
        message={
          removing ? (
            <>
              <span className="wrap-anywhere font-semibold">{nameOf(removing)}</span> leaves{' '}
              <span className="wrap-anywhere">{roster.act.stage_name}</span> at once: the act’s queue, shows and
              settings close to them. Their share passes to the longest-standing leader; what they earned stays theirs.
            </>
          ) : null
        }
        confirmLabel="Remove"
        busyLabel="Removing…"
        isBusy={remove.isPending}
        error={
          remove.error ? errorMessage(remove.error, 'Could not remove the member.', webMessages.networkError) : null
        }
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = nameOf(removing);
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.show(`${name} was removed from the act`, { tone: 'success' });
            },
          });
        }}
      />
    </BandSection>
  );
}
