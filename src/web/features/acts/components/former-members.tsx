import { LoadFailed } from '../../../components/load-failed';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatDayMonthYear } from '../../../lib/format-date';
import { formatPence } from '../../../../shared/money';
import { useFormerMembers } from '../api/act-members';
import { BandSection } from './band-section';
import { roleLabels } from './role-labels';

/**
 * The act's former members, for its leaders (decision 035): a leaver keeps their own balance in
 * the act and withdraws it from their own account, so the leaders see who left, when, and what
 * each still holds.
 */
export function FormerMembers() {
  const former = useFormerMembers();
  const description = 'People who left keep their own balance in the act and withdraw it themselves.';
  if (former.isError) return <LoadFailed title="Could not load the former members" query={former} />;
  return (
    <BandSection title="Former members" id="former-members" description={description}>
      {former.isPending ? (
        <SkeletonGroup label="Loading the former members…" className="space-y-3">
          <Skeleton className="h-12 w-full" />
        </SkeletonGroup>
      ) : former.data.former_members.length === 0 ? (
        <p className="text-ink-muted">No one has left this act.</p>
      ) : (
        <ul className="divide-y divide-line">
          {former.data.former_members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="wrap-anywhere font-semibold text-ink">{member.name?.trim() || 'No name'}</p>
                <p className="text-sm text-ink-muted">
                  {roleLabels[member.role]} · left {formatDayMonthYear(member.left_at)}
                </p>
              </div>
              <p className="sm:text-right">
                <span className="block text-sm text-ink-muted">Balance in the act</span>
                <span className="font-bold tabular-nums text-ink">{formatPence(member.balance)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </BandSection>
  );
}
