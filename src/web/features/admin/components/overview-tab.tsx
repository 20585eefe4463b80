import { formatPence } from '../../../../shared/money';
import { useStats } from '../api/admin-api';
import { Loaded } from './admin-ui';
import { MoneyReportPanel } from './money-report-panel';

function Card({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="min-w-0 rounded-card border border-line bg-surface p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
      <p className="mt-1 text-sm text-ink-muted">{note}</p>
    </div>
  );
}

/** Spec 2 'Overview': users (musicians and fans), active subscriptions, revenue, pending withdrawals. */
export function OverviewTab() {
  const stats = useStats();
  return (
    <div className="grid gap-6">
      <Loaded query={stats} empty="" isEmpty={() => false}>
        {(s) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Card
              label="Total users"
              value={String(s.total_users)}
              note={`${s.total_musicians} musicians · ${s.total_fans} fans`}
            />
            <Card
              label="Active subscriptions"
              value={String(s.active_subscriptions)}
              note={`${formatPence(s.monthly_revenue_estimate)} a month (estimate)`}
            />
            <Card
              label="Platform revenue"
              value={formatPence(s.total_revenue)}
              note="Fees − refunded fees + subscriptions − their refunds"
            />
            <Card
              label="Pending withdrawals"
              value={String(s.pending_withdrawals)}
              note={`${formatPence(s.pending_withdrawals_amount)} waiting for a decision`}
            />
          </div>
        )}
      </Loaded>
      <MoneyReportPanel />
    </div>
  );
}
