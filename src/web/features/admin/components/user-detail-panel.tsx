import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminUserDetail } from '../../../../shared/admin/users';
import { formatPence } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { useUserDetail } from '../api/admin-api';
import { cell, dateTime, day, Loaded, numCell, Panel, Table } from './admin-ui';
import { RefundTipModal } from './refund-tip-modal';

/** A section of the page: its table, or a line saying there is nothing. */
function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-5">
      <h3 className="mb-2 font-bold text-ink">{title}</h3>
      {count === 0 ? <p className="text-sm text-ink-muted">None yet.</p> : children}
    </section>
  );
}

/**
 * Issue 24: the back office's page for one user, opened from Users — the profile and the newest 50
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

            <Section title="Shows" count={d.shows.length}>
              <Table caption="Shows" head={['Venue', 'Status', 'Started', 'Ended']}>
                {d.shows.map((show) => (
                  <tr key={show.id}>
                    <td className={cell}>{show.venue_name}</td>
                    <td className={`${cell} capitalize`}>{show.status}</td>
                    <td className={numCell}>{dateTime(show.started_at)}</td>
                    <td className={numCell}>{dateTime(show.ended_at)}</td>
                  </tr>
                ))}
              </Table>
            </Section>

            <Section title="Tips" count={d.tips.length}>
              <Table caption="Tips" head={['Date', 'Fan', 'Amount', 'Fee', 'Net', 'Refunded', 'Status', 'Actions']}>
                {d.tips.map((tip) => (
                  <tr key={tip.id}>
                    <td className={numCell}>{dateTime(tip.created_at)}</td>
                    <td className={cell}>{tip.fan_name ?? '—'}</td>
                    <td className={numCell}>{formatPence(tip.amount)}</td>
                    <td className={numCell}>{formatPence(tip.fee_amount)}</td>
                    <td className={numCell}>{formatPence(tip.net_amount)}</td>
                    <td className={numCell}>{formatPence(tip.refunded)}</td>
                    <td className={`${cell} capitalize`}>{tip.status}</td>
                    <td className={cell}>
                      {tip.refunded < tip.amount ? (
                        <Button
                          size="compact"
                          variant="danger"
                          aria-label={`Refund tip of ${formatPence(tip.amount)} from ${dateTime(tip.created_at)}`}
                          onClick={() => setRefunding(tip)}
                        >
                          Refund tip
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </Table>
            </Section>

            <Section title="Refunds" count={d.refunds.length}>
              <Table caption="Refunds" head={['Date', 'Tip', 'Amount', 'Fee back', 'Musician’s share', 'Reason']}>
                {d.refunds.map((refund) => (
                  <tr key={refund.id}>
                    <td className={numCell}>{dateTime(refund.created_at)}</td>
                    <td className={numCell}>#{refund.tip_id}</td>
                    <td className={numCell}>{formatPence(refund.amount)}</td>
                    <td className={numCell}>{formatPence(refund.fee_amount)}</td>
                    <td className={numCell}>{formatPence(refund.net_amount)}</td>
                    <td className={cell}>{refund.reason ?? '—'}</td>
                  </tr>
                ))}
              </Table>
            </Section>

            <Section title="Withdrawals" count={d.withdrawals.length}>
              <Table caption="Withdrawals" head={['Requested', 'Amount', 'Stage', 'Transfer', 'Failure']}>
                {d.withdrawals.map((withdrawal) => (
                  <tr key={withdrawal.id}>
                    <td className={numCell}>{dateTime(withdrawal.created_at)}</td>
                    <td className={numCell}>{formatPence(withdrawal.amount_requested)}</td>
                    <td className={`${cell} capitalize`}>{withdrawal.stage}</td>
                    <td className={cell}>{withdrawal.provider_transfer_id ?? '—'}</td>
                    <td className={cell}>{withdrawal.failure_reason ?? '—'}</td>
                  </tr>
                ))}
              </Table>
            </Section>

            <Section title="Subscription payments" count={d.subscription_payments.length}>
              <Table caption="Subscription payments" head={['Date', 'Amount', 'Refunded', 'Status']}>
                {d.subscription_payments.map((payment) => (
                  <tr key={payment.id}>
                    <td className={numCell}>{dateTime(payment.created_at)}</td>
                    <td className={numCell}>{formatPence(payment.amount)}</td>
                    <td className={numCell}>{formatPence(payment.refunded_amount)}</td>
                    <td className={`${cell} capitalize`}>{payment.status}</td>
                  </tr>
                ))}
              </Table>
            </Section>

            <Section title="Ledger" count={d.ledger.length}>
              <Table caption="Ledger" head={['Date', 'Entry', 'Amount']}>
                {d.ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td className={numCell}>{dateTime(entry.created_at)}</td>
                    <td className={cell}>{entry.entry_type.replaceAll('_', ' ')}</td>
                    <td className={numCell}>{formatPence(entry.amount)}</td>
                  </tr>
                ))}
              </Table>
            </Section>
          </>
        )}
      </Loaded>
      {refunding ? <RefundTipModal tip={refunding} onClose={() => setRefunding(null)} /> : null}
    </Panel>
  );
}
