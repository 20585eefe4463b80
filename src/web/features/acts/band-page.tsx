import { ArrowLeft } from 'lucide-react';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { LoadFailed } from '../../components/load-failed';
import { PageLayout } from '../../components/page-layout';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { useActMembers, useActRoster } from './api/act-members';
import { FormerMembers } from './components/former-members';
import { InvitationsSection } from './components/invitations-section';
import { LeaveAct } from './components/leave-act';
import { MembersList } from './components/members-list';
import { NoActWorkspace } from './components/no-act-workspace';
import { SharesEditor } from './components/shares-editor';

/**
 * The Band page (/band, docs/decisions/035): the act this device works in, its members and roles
 * for everyone; invitations, roles, removals and shares for its leaders; leaving for anyone.
 */
export function BandPage() {
  useSendHomeOnUnauthorized();
  const { status } = useAuth();
  const roster = useActRoster();
  const isLeader = roster.data?.me.role === 'leader';
  const members = useActMembers({ enabled: isLeader });
  const stageName = roster.data?.act.stage_name.trim() ?? '';
  useDocumentMeta(stageName ? `Band — ${stageName}` : 'Band', 'The members of your act on Stagecall.');

  if (status === 'signed-out') return <Navigate to="/" replace />;

  const body = (() => {
    if (roster.isError) {
      if (roster.error instanceof ApiError && roster.error.code === 'not_a_member') return <NoActWorkspace />;
      return <LoadFailed className="mt-6" title="Could not load your band" query={roster} />;
    }
    if (!roster.data || (isLeader && members.isPending)) return <BandSkeleton />;
    const data = roster.data;
    const emails = members.data ? new Map(members.data.members.map((m) => [m.id, m.email])) : null;
    const sharesKey = data.members.map((m) => `${m.id}:${m.role}:${m.share_bps}:${m.proposed_share_bps}`).join(',');
    return (
      <div className="mt-6 flex flex-col gap-6">
        <MembersList roster={data} emails={emails} />
        {isLeader ? <SharesEditor key={sharesKey} members={data.members} /> : null}
        {isLeader && members.isError ? <LoadFailed title="Could not load the invitations" query={members} /> : null}
        {isLeader && members.data ? <InvitationsSection invitations={members.data.invitations} /> : null}
        {isLeader ? <FormerMembers /> : null}
        <LeaveAct roster={data} />
      </div>
    );
  })();

  return (
    <PageLayout width="narrow">
      <ButtonLink
        to="/dashboard"
        variant="ghost"
        className="-ml-3"
        icon={<ArrowLeft aria-hidden="true" className="size-5" />}
      >
        Back to Dashboard
      </ButtonLink>
      <p className="mt-3 text-sm font-semibold uppercase tracking-wider text-accent-ink">Band</p>
      <h1 className="mt-1 wrap-anywhere text-3xl font-bold text-ink">{stageName || 'Your band'}</h1>
      {body}
    </PageLayout>
  );
}

function BandSkeleton() {
  return (
    <SkeletonGroup label="Loading your band…" className="mt-6 space-y-4 rounded-card border border-line p-5 sm:p-6">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </SkeletonGroup>
  );
}
