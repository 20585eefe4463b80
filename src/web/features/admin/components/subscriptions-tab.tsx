import { useDeferredValue, useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { SUBSCRIPTIONS_PAGE_SIZE, type AdminSubscription } from '../../../../shared/admin/subscriptions';
import { subscriptionStatuses } from '../../../../shared/subscriptions';
import { formatPence } from '../../../../shared/money';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { api, errorMessage } from '../../../lib/api-client';
import { getSubscriptionDetails, useAdminAction, useSubscriptions } from '../api/admin-api';
import { day, FormActions, Loaded, NETWORK, Panel } from './admin-ui';
import { musicianColumn, penceColumn } from './columns';
import { DataTable, type Column } from './data-table';
import { FilterSelect, SearchField } from './filters';

/** Spec 2 §5: the extend-trial prompt defaults to 7 and is ignored unless a number above zero. */
const DEFAULT_EXTENSION_DAYS = '7';

interface Details {
  status: string;
  current_period_start: number | null;
  current_period_end: number | null;
  items: { price: { unit_amount: number } }[];
  next_payment_attempt: number | null;
  created: number;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const fromSeconds = (seconds: number | null) => (seconds ? day(new Date(seconds * 1000).toISOString()) : '—');
const amountLabel = (s: AdminSubscription) =>
  s.subscription_amount === 0
    ? 'Free'
    : `${formatPence(s.subscription_amount)} / ${s.subscription_interval ?? 'month'}`;

const columns: ReadonlyArray<Column<AdminSubscription>> = [
  musicianColumn(
    (s) => s.stage_name,
    (s) => s.email,
  ),
  {
    header: 'Status',
    cell: (s) => (
      <>
        {s.subscription_status}
        {s.cancel_at_period_end ? <span className="block text-sm text-danger">Cancelling</span> : null}
        {s.subscription_status === 'trial' && s.trial_ends_at ? (
          <span className="block text-sm normal-case text-ink-muted">Trial ends {day(s.trial_ends_at)}</span>
        ) : null}
      </>
    ),
    sortBy: (s) => s.subscription_status,
    className: 'capitalize',
    phone: 'status',
  },
  { header: 'Plan', cell: amountLabel, sortBy: (s) => s.subscription_amount },
  {
    header: 'Card',
    cell: (s) =>
      s.payment_method_last4 ? `${s.payment_method_brand ?? 'Card'} •••• ${s.payment_method_last4}` : 'None',
    className: 'capitalize',
  },
  {
    header: 'Next billing',
    cell: (s) => day(s.next_billing_date),
    sortBy: (s) => s.next_billing_date,
    isNumeric: true,
  },
  penceColumn('Total paid', (s) => s.total_paid),
];

/** Spec 2 'Subscriptions': the table, cancel, refund-and-cancel, extend trial and details. */
export function SubscriptionsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const subscriptions = useSubscriptions(useDeferredValue(search.trim()), status, page);
  const [extending, setExtending] = useState<AdminSubscription | null>(null);
  const [details, setDetails] = useState<{ sub: AdminSubscription; data: Details | null; error: string | null } | null>(
    null,
  );
  const cancel = useAdminAction((subscriptionId: number) =>
    api.POST('/api/admin/subscriptions/{subscriptionId}/cancel', { path: { subscriptionId } }),
  );
  const refund = useAdminAction((subscriptionId: number) =>
    api.POST('/api/admin/subscriptions/{subscriptionId}/refund', { path: { subscriptionId } }),
  );

  const showDetails = (sub: AdminSubscription) => {
    setDetails({ sub, data: null, error: null });
    getSubscriptionDetails(sub.id).then(
      (res) => setDetails({ sub, data: res.details, error: null }),
      (error: unknown) => setDetails({ sub, data: null, error: errorMessage(error, m.detailsFailed, NETWORK) }),
    );
  };

  return (
    <Panel title="Subscriptions">
      <div className="mb-3 grid gap-3 sm:grid-cols-[minmax(0,28rem)_minmax(0,14rem)]">
        <SearchField
          label="Search subscriptions"
          placeholder="Musician name or e-mail"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={[['', 'All statuses'], ...subscriptionStatuses.map((name) => [name, capitalised(name)] as const)]}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      <Loaded
        query={subscriptions}
        empty={search.trim() || status ? 'No subscriptions match.' : 'No subscriptions yet.'}
        isEmpty={(d) => d.subscriptions.length === 0}
      >
        {(d) => (
          <DataTable
            caption="Subscriptions"
            rows={d.subscriptions}
            rowKey={(s) => s.id}
            columns={columns}
            paging={{
              page,
              pageSize: SUBSCRIPTIONS_PAGE_SIZE,
              total: d.total,
              noun: ['subscription', 'subscriptions'],
              onPage: setPage,
            }}
            actions={(s) => {
              // Every paying plan, however it started (a saved trial card leaves no provider id).
              const canEnd = !s.is_cancelled && s.subscription_status !== 'free';
              return [
                canEnd &&
                  s.subscription_status === 'active' && {
                    label: 'Cancel',
                    name: `Cancel the subscription of ${s.stage_name}`,
                    confirm: {
                      title: 'Cancel this subscription?',
                      message: `${s.stage_name} is not billed again and keeps access to the end of the paid period.`,
                      confirmLabel: 'Cancel subscription',
                      failure: m.cancelSubscriptionFailed,
                      run: () => cancel.mutateAsync(s.id),
                    },
                  },
                canEnd &&
                  s.total_paid > 0 && {
                    label: 'Refund',
                    name: `Refund and cancel the subscription of ${s.stage_name}`,
                    variant: 'danger',
                    confirm: {
                      title: 'Refund and cancel?',
                      message: `The current period's payment goes back to ${s.stage_name}'s card and their access ends now.`,
                      confirmLabel: 'Refund and cancel',
                      failure: m.refundSubscriptionFailed,
                      run: () => refund.mutateAsync(s.id),
                    },
                  },
                s.subscription_status === 'trial' && {
                  label: 'Extend trial',
                  name: `Extend the trial of ${s.stage_name}`,
                  onClick: () => setExtending(s),
                },
                {
                  label: 'Details',
                  name: `Details of ${s.stage_name}'s subscription`,
                  variant: 'ghost',
                  onClick: () => showDetails(s),
                },
              ];
            }}
          />
        )}
      </Loaded>
      {extending ? <ExtendTrialModal sub={extending} onClose={() => setExtending(null)} /> : null}
      {details ? (
        <Modal isOpen title="Subscription details" onClose={() => setDetails(null)}>
          {details.error ? (
            <FormAlert message={details.error} />
          ) : !details.data ? (
            <p className="text-ink-muted">Loading…</p>
          ) : (
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <dt className="text-ink-muted">Status</dt>
              <dd className="font-semibold capitalize text-ink">{details.data.status}</dd>
              <dt className="text-ink-muted">Current period</dt>
              <dd className="text-ink">
                {fromSeconds(details.data.current_period_start)} – {fromSeconds(details.data.current_period_end)}
              </dd>
              <dt className="text-ink-muted">Price</dt>
              <dd className="text-ink">{formatPence(details.data.items[0]?.price.unit_amount ?? 0)}</dd>
              <dt className="text-ink-muted">Next payment attempt</dt>
              <dd className="text-ink">{fromSeconds(details.data.next_payment_attempt)}</dd>
              <dt className="text-ink-muted">Created</dt>
              <dd className="text-ink">{fromSeconds(details.data.created)}</dd>
            </dl>
          )}
        </Modal>
      ) : null}
    </Panel>
  );
}

function ExtendTrialModal({ sub, onClose }: { sub: AdminSubscription; onClose: () => void }) {
  const [days, setDays] = useState(DEFAULT_EXTENSION_DAYS);
  const [error, setError] = useState<string | null>(null);
  const extend = useAdminAction((days: number) =>
    api.POST('/api/admin/subscriptions/extend-trial', { body: { musician_id: sub.musician_id, days } }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days.trim());
    // Spec 2 §5: ignored when empty, not a number or not above zero.
    if (!days.trim() || !Number.isInteger(value) || value <= 0) return onClose();
    extend.mutate(value, {
      onSuccess: onClose,
      onError: (e) => setError(errorMessage(e, m.extendTrialFailed, NETWORK)),
    });
  };
  return (
    <Modal isOpen title="Extend trial" onClose={onClose}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <TextField
          label={`Days to add to ${sub.stage_name}'s trial`}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <FormAlert message={error} />
        <FormActions onCancel={onClose} isBusy={extend.isPending} busyLabel="Extending…" submitLabel="Extend" />
      </form>
    </Modal>
  );
}
