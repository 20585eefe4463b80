import { ArrowLeft } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { AdminUserDetail } from '../../../../shared/admin/users';
import { formatPence } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { useUserDetail } from '../api/admin-api';
import { dateTime, day, Loaded, Panel } from './admin-ui';
import { penceColumn } from './columns';
import { DataTable, type Column, type RowActions } from './data-table';
import { RefundTipModal } from './refund-tip-modal';
import { StartExportButton } from './start-export-button';

/** A section of the page: its table (up to 50 rows, ten to a page), or a line saying there is nothing. */
function Section<T extends { id: number }>({
  title,
  rows,
  columns,
  actions,
}: {
  title: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  actions?: RowActions<T>;
}) {
  return (
    <section aria-label={title} className="mt-5">
      <h3 className="mb-2 font-bold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">None yet.</p>
      ) : (
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
          actions={actions}
          paging={{ pageSize: 10, noun: ['entry', 'entries'] }}
        />
      )}
    </section>
  );
}

type Detail = AdminUserDetail;
type Row<K extends keyof Detail> = Detail[K] extends ReadonlyArray<infer R> ? R : never;

const when = <T extends { created_at: string }>(header: string, phone?: 'title'): Column<T> => ({
  header,
  cell: (row) => dateTime(row.created_at),
  sortBy: (row) => row.created_at,
  isNumeric: true,
  phone,
});
const state = <T,>(header: string, value: (row: T) => string, phone?: 'status'): Column<T> => ({
  header,
  cell: value,
  sortBy: value,
  className: 'capitalize',
  phone,
});

const showColumns: ReadonlyArray<Column<Row<'shows'>>> = [
  { header: 'Venue', cell: (show) => show.venue_name, sortBy: (show) => show.venue_name, phone: 'title' },
  state('Status', (show) => show.status, 'status'),
  { header: 'Started', cell: (show) => dateTime(show.started_at), sortBy: (show) => show.started_at, isNumeric: true },
  { header: 'Ended', cell: (show) => dateTime(show.ended_at), sortBy: (show) => show.ended_at, isNumeric: true },
];
const tipColumns: ReadonlyArray<Column<Row<'tips'>>> = [
  when('Date', 'title'),
  { header: 'Fan', cell: (tip) => tip.fan_name ?? '—', sortBy: (tip) => tip.fan_name },
  penceColumn('Amount', (tip) => tip.amount),
  penceColumn('Fee', (tip) => tip.fee_amount),
  penceColumn('Net', (tip) => tip.net_amount),
  penceColumn('Refunded', (tip) => tip.refunded),
  state('Status', (tip) => tip.status, 'status'),
];
const refundColumns: ReadonlyArray<Column<Row<'refunds'>>> = [
  when('Date', 'title'),
  { header: 'Tip', cell: (refund) => `#${refund.tip_id}`, sortBy: (refund) => refund.tip_id, isNumeric: true },
  penceColumn('Amount', (refund) => refund.amount),
  penceColumn('Fee back', (refund) => refund.fee_amount),
  penceColumn('Musician’s share', (refund) => refund.net_amount),
  { header: 'Reason', cell: (refund) => refund.reason ?? '—' },
];
const withdrawalColumns: ReadonlyArray<Column<Row<'withdrawals'>>> = [
  when('Requested', 'title'),
  penceColumn('Amount', (withdrawal) => withdrawal.amount_requested),
  state('Stage', (withdrawal) => withdrawal.stage, 'status'),
  { header: 'Transfer', cell: (withdrawal) => withdrawal.provider_transfer_id ?? '—' },
  { header: 'Failure', cell: (withdrawal) => withdrawal.failure_reason ?? '—' },
];
const paymentColumns: ReadonlyArray<Column<Row<'subscription_payments'>>> = [
  when('Date', 'title'),
  penceColumn('Amount', (payment) => payment.amount),
  penceColumn('Refunded', (payment) => payment.refunded_amount),
  state('Status', (payment) => payment.status, 'status'),
];
const ledgerColumns: ReadonlyArray<Column<Row<'ledger'>>> = [
  when('Date', 'title'),
  { header: 'Entry', cell: (entry) => entry.entry_type.replaceAll('_', ' '), sortBy: (entry) => entry.entry_type },
  // Whose money in the act the row moves (decision 035): each member has their own ledger.
  {
    header: 'Member',
    cell: (entry) => entry.member_name ?? `#${entry.member_user_id}`,
    sortBy: (entry) => entry.member_name ?? '',
    className: '[overflow-wrap:anywhere]',
  },
  penceColumn('Amount', (entry) => entry.amount),
];

type Act = Row<'acts'>;
type ActMember = Act['members'][number];
const percent = (bps: number) => `${(bps / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })} %`;

const actColumns: ReadonlyArray<Column<Act>> = [
  {
    header: 'Act',
    cell: (act) => act.stage_name,
    sortBy: (act) => act.stage_name,
    className: '[overflow-wrap:anywhere]',
    phone: 'title',
  },
  state('Role', (act) => act.role),
  { header: 'Joined', cell: (act) => day(act.joined_at), sortBy: (act) => act.joined_at, isNumeric: true },
  state('Membership', (act) => (act.left_at ? `Left ${day(act.left_at)}` : 'Current'), 'status'),
];
const memberColumns: ReadonlyArray<Column<ActMember>> = [
  {
    header: 'Member',
    cell: (member) => member.name ?? `#${member.user_id}`,
    sortBy: (member) => member.name ?? '',
    className: '[overflow-wrap:anywhere]',
    phone: 'title',
  },
  state('Role', (member) => member.role, 'status'),
  {
    header: 'Share',
    cell: (member) => percent(member.share_bps),
    sortBy: (member) => member.share_bps,
    isNumeric: true,
  },
  { header: 'Joined', cell: (member) => day(member.joined_at), sortBy: (member) => member.joined_at, isNumeric: true },
  penceColumn('Balance', (member) => member.balance),
];

type FormerMember = Act['former_members'][number];
// A leaver keeps their own balance in the act (decision 035): who left, when, and what they keep.
const formerMemberColumns: ReadonlyArray<Column<FormerMember>> = [
  {
    header: 'Former member',
    cell: (member) => member.name ?? `#${member.user_id}`,
    sortBy: (member) => member.name ?? '',
    className: '[overflow-wrap:anywhere]',
    phone: 'title',
  },
  state('Role', (member) => member.role, 'status'),
  { header: 'Joined', cell: (member) => day(member.joined_at), sortBy: (member) => member.joined_at, isNumeric: true },
  { header: 'Left', cell: (member) => day(member.left_at), sortBy: (member) => member.left_at, isNumeric: true },
  penceColumn('Balance', (member) => member.balance),
];

/**
 * The back office's page for one user, opened from Users — the profile and the newest 50
 * shows, tips (each with Refund tip), refunds, withdrawals, subscription payments and ledger entries.
 */
export function UserDetailPanel({ userId, onBack }: { userId: number; onBack: () => void }) {
  const detail = useUserDetail(userId);
  const [refunding, setRefunding] = useState<AdminUserDetail['tips'][number] | null>(null);
  const title = detail.data ? detail.data.profile.stage_name || detail.data.profile.email : 'User';

  return (
    <Panel
      title={title}
      actions={
        <Button variant="secondary" onClick={onBack} icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
          Back to Users
        </Button>
      }
    >
      <Loaded query={detail} empty="This user no longer exists." isEmpty={() => false}>
        {(d) => (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {[
                ['E-mail', d.profile.email],
                ['Type', d.profile.user_type],
                ['Joined', day(d.profile.created_at)],
                ['Status', d.profile.is_active ? 'Active' : 'Inactive'],
                ['Subscription', d.profile.subscription_status ?? '—'],
                ['Available balance', formatPence(d.profile.available_balance)],
              ].map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="font-semibold text-ink [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
            {d.profile.user_type !== 'admin' ? (
              <div className="mt-4">
                <StartExportButton userId={userId} email={d.profile.email} />
              </div>
            ) : null}

            {d.acts.length > 0 ? <Section title="Acts" rows={d.acts} columns={actColumns} /> : null}
            {d.acts
              .filter((act) => act.left_at === null)
              .map((act) => (
                <Fragment key={act.id}>
                  <Section title={`Members of ${act.stage_name}`} rows={act.members} columns={memberColumns} />
                  {act.former_members.length > 0 ? (
                    <Section
                      title={`Former members of ${act.stage_name}`}
                      rows={act.former_members}
                      columns={formerMemberColumns}
                    />
                  ) : null}
                </Fragment>
              ))}
            <Section title="Shows" rows={d.shows} columns={showColumns} />
            <Section
              title="Tips"
              rows={d.tips}
              columns={tipColumns}
              actions={(tip) => [
                tip.refunded < tip.amount && {
                  label: 'Refund tip',
                  name: `Refund tip of ${formatPence(tip.amount)} from ${dateTime(tip.created_at)}`,
                  variant: 'danger',
                  onClick: () => setRefunding(tip),
                },
              ]}
            />
            <Section title="Refunds" rows={d.refunds} columns={refundColumns} />
            <Section title="Withdrawals" rows={d.withdrawals} columns={withdrawalColumns} />
            <Section title="Subscription payments" rows={d.subscription_payments} columns={paymentColumns} />
            <Section title="Ledger" rows={d.ledger} columns={ledgerColumns} />
          </>
        )}
      </Loaded>
      {refunding ? <RefundTipModal tip={refunding} onClose={() => setRefunding(null)} /> : null}
    </Panel>
  );
}
