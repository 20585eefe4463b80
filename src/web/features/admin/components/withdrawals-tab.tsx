import { formatPence } from '../../../../shared/money';
import { stageLabels } from '../../../../shared/earnings/payouts';
import { adminMessages as m } from '../../../../shared/admin/messages';
import type { AdminWithdrawal } from '../../../../shared/admin/withdrawals';
import { api } from '../../../lib/api-client';
import { useAdminAction, useWithdrawals } from '../api/admin-api';
import { dateTime, Loaded, Panel } from './admin-ui';
import { musicianColumn, penceColumn } from './columns';
import { DataTable, type Column } from './data-table';

const statusStyle = { pending: 'text-accent-ink', approved: 'text-success', rejected: 'text-danger' } as const;

const columns: ReadonlyArray<Column<AdminWithdrawal>> = [
  musicianColumn(
    (w) => w.stage_name,
    (w) => w.email,
  ),
  penceColumn('Requested', (w) => w.amount_requested),
  penceColumn('Fee', (w) => w.fee_amount),
  penceColumn('Net', (w) => w.net_amount),
  {
    header: 'Status',
    cell: (w) => <span className={statusStyle[w.status]}>{w.status}</span>,
    sortBy: (w) => w.status,
    className: 'font-semibold capitalize',
    phone: 'status',
  },
  {
    header: 'Stage',
    cell: (w) => (
      <>
        <span className="font-semibold">{stageLabels[w.stage]}</span>
        {w.reference ? <span className="block break-all text-xs text-ink-muted">{w.reference}</span> : null}
        {w.failure_reason ? (
          <span className="block max-w-64 break-words text-xs text-danger">{w.failure_reason}</span>
        ) : null}
      </>
    ),
    sortBy: (w) => stageLabels[w.stage],
  },
  { header: 'Requested on', cell: (w) => dateTime(w.created_at), sortBy: (w) => w.created_at, isNumeric: true },
  { header: 'Processed', cell: (w) => dateTime(w.processed_at), sortBy: (w) => w.processed_at, isNumeric: true },
];

/** Spec 2 'Withdrawals': approve and reject only while pending; rejection returns the funds. */
export function WithdrawalsTab() {
  const withdrawals = useWithdrawals();
  const approve = useAdminAction((id: number) => api.POST('/api/admin/withdrawals/{id}/approve', { path: { id } }));
  const reject = useAdminAction((id: number) => api.POST('/api/admin/withdrawals/{id}/reject', { path: { id } }));
  const resend = useAdminAction((id: number) => api.POST('/api/admin/withdrawals/{id}/send', { path: { id } }));
  return (
    <Panel title="Withdrawals">
      <Loaded query={withdrawals} empty="No withdrawals yet." isEmpty={(d) => d.withdrawals.length === 0}>
        {(d) => (
          <DataTable
            caption="Withdrawals"
            rows={d.withdrawals}
            rowKey={(w) => w.id}
            columns={columns}
            paging={{ pageSize: 25, noun: ['withdrawal', 'withdrawals'] }}
            actions={(w) =>
              w.status === 'pending'
                ? [
                    {
                      label: 'Approve',
                      name: `Approve withdrawal of ${formatPence(w.amount_requested)} for ${w.stage_name}`,
                      variant: 'primary',
                      confirm: {
                        title: 'Approve this withdrawal?',
                        message: `${formatPence(w.net_amount)} is paid out to ${w.stage_name}.`,
                        confirmLabel: 'Approve',
                        failure: m.approveFailed,
                        run: () => approve.mutateAsync(w.id),
                      },
                    },
                    {
                      label: 'Reject',
                      name: `Reject withdrawal of ${formatPence(w.amount_requested)} for ${w.stage_name}`,
                      confirm: {
                        title: 'Reject this withdrawal?',
                        message: `${formatPence(w.amount_requested)} goes back to ${w.stage_name}'s available balance.`,
                        confirmLabel: 'Reject',
                        failure: m.rejectFailed,
                        run: () => reject.mutateAsync(w.id),
                      },
                    },
                  ]
                : [
                    (w.stage === 'approved' || w.stage === 'sent') && {
                      label: 'Send again',
                      name: `Send again or check the payout of ${formatPence(w.amount_requested)} for ${w.stage_name}`,
                      confirm: {
                        title: 'Send this withdrawal again?',
                        message: 'The same transfer is used: the musician is never paid twice.',
                        confirmLabel: 'Send again',
                        failure: m.approveFailed,
                        run: () => resend.mutateAsync(w.id),
                      },
                    },
                  ]
            }
          />
        )}
      </Loaded>
    </Panel>
  );
}
