import { formatPence } from '../../../../shared/money';
import { stageLabels } from '../../../../shared/payouts';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { Button } from '../../../components/button';
import { useAdminAction, useWithdrawals } from '../api/admin-api';
import { cell, numCell, dateTime, Loaded, Panel, Table, useConfirm, PersonCell } from './admin-ui';

const statusStyle = { pending: 'text-accent-ink', approved: 'text-success', rejected: 'text-danger' } as const;

/** Spec 2 'Withdrawals': approve and reject only while pending; rejection returns the funds. */
export function WithdrawalsTab() {
  const withdrawals = useWithdrawals();
  const approve = useAdminAction<number>('post', (id) => `/api/admin/withdrawals/${id}/approve`);
  const reject = useAdminAction<number>('post', (id) => `/api/admin/withdrawals/${id}/reject`);
  const resend = useAdminAction<number>('post', (id) => `/api/admin/withdrawals/${id}/send`);
  const [dialog, ask] = useConfirm();
  return (
    <Panel title="Withdrawals">
      <Loaded query={withdrawals} empty="No withdrawals yet." isEmpty={(d) => d.withdrawals.length === 0}>
        {(d) => (
          <Table
            caption="Withdrawals"
            head={['Musician', 'Requested', 'Fee', 'Net', 'Status', 'Stage', 'Requested on', 'Processed', 'Actions']}
          >
            {d.withdrawals.map((w) => (
              <tr key={w.id}>
                <PersonCell name={w.stage_name} email={w.email} />
                <td className={numCell}>{formatPence(w.amount_requested)}</td>
                <td className={numCell}>{formatPence(w.fee_amount)}</td>
                <td className={numCell}>{formatPence(w.net_amount)}</td>
                <td className={`${cell} font-semibold capitalize ${statusStyle[w.status]}`}>{w.status}</td>
                <td className={cell}>
                  <span className="font-semibold">{stageLabels[w.stage]}</span>
                  {w.reference ? <span className="block break-all text-xs text-ink-muted">{w.reference}</span> : null}
                  {w.failure_reason ? (
                    <span className="block max-w-64 break-words text-xs text-danger">{w.failure_reason}</span>
                  ) : null}
                </td>
                <td className={numCell}>{dateTime(w.created_at)}</td>
                <td className={numCell}>{dateTime(w.processed_at)}</td>
                <td className={cell}>
                  {w.status === 'pending' ? (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="compact"
                        aria-label={`Approve withdrawal of ${formatPence(w.amount_requested)} for ${w.stage_name}`}
                        onClick={() =>
                          ask({
                            title: 'Approve this withdrawal?',
                            message: `${formatPence(w.net_amount)} is paid out to ${w.stage_name}.`,
                            confirmLabel: 'Approve',
                            failure: m.approveFailed,
                            run: () => approve.mutateAsync(w.id),
                          })
                        }
                      >
                        Approve
                      </Button>
                      <Button
                        size="compact"
                        variant="secondary"
                        aria-label={`Reject withdrawal of ${formatPence(w.amount_requested)} for ${w.stage_name}`}
                        onClick={() =>
                          ask({
                            title: 'Reject this withdrawal?',
                            message: `${formatPence(w.amount_requested)} goes back to ${w.stage_name}'s available balance.`,
                            confirmLabel: 'Reject',
                            failure: m.rejectFailed,
                            run: () => reject.mutateAsync(w.id),
                          })
                        }
                      >
                        Reject
                      </Button>
                    </div>
                  ) : w.stage === 'approved' || w.stage === 'sent' ? (
                    <Button
                      size="compact"
                      variant="secondary"
                      aria-label={`Send again or check the payout of ${formatPence(w.amount_requested)} for ${w.stage_name}`}
                      onClick={() =>
                        ask({
                          title: 'Send this withdrawal again?',
                          message: 'The same transfer is used: the musician is never paid twice.',
                          confirmLabel: 'Send again',
                          failure: m.approveFailed,
                          run: () => resend.mutateAsync(w.id),
                        })
                      }
                    >
                      Send again
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
      {dialog}
    </Panel>
  );
}
