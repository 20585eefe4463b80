import { AlertTriangle, CreditCard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatPence } from '../../../../shared/money';
import { subscriptionMessages, type SubscriptionStatusResponse } from '../../../../shared/subscriptions';
import { Button } from '../../../components/button';
import { TryAgainButton } from '../../../components/load-failed';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/format-date';
import {
  useRemoveCard,
  useSubscriptionAction,
  useSubscriptionPayments,
  useSubscriptionStatus,
} from '../api/subscription';
import { AddPaymentMethodModal } from './add-payment-method-modal';
import { paymentFailedText } from './subscription-banner';
import { useOpenUpgrade } from './upgrade-context';
import { UpgradeProvider } from './upgrade-provider';
import { webMessages } from '../../../../shared/web-messages';

const NETWORK = webMessages.networkError;

const statusLabel: Record<SubscriptionStatusResponse['subscription_status'], string> = {
  free: 'Lifetime complimentary',
  trial: 'Free trial',
  active: 'Active',
  cancelling: 'Cancelled (active until the period ends)',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
};

const paymentLabel = { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' } as const;

const brandName = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="wrap-anywhere font-semibold text-ink">{children}</dd>
    </div>
  );
}

type Confirming = 'cancel' | 'refund' | 'remove-card' | null;

/**
 * Spec 2 'Settings page', Subscription tab: the status, next billing date and card; Cancel for an
 * active plan, Reactivate for a cancelling one, the upgrade prompt for a trial or an ended plan;
 * the 30-day refund while it applies; and the payment history.
 */
export function SubscriptionPanel() {
  return (
    <UpgradeProvider>
      <Panel />
    </UpgradeProvider>
  );
}

function Panel() {
  const status = useSubscriptionStatus();
  if (status.isPending) {
    return (
      <SkeletonGroup label="Loading your subscription…" className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </SkeletonGroup>
    );
  }
  if (status.isError) {
    return (
      <div className="grid gap-3">
        <FormAlert message={errorMessage(status.error, 'Failed to load your subscription', NETWORK)} />
        <TryAgainButton query={status} />
      </div>
    );
  }
  return <Loaded s={status.data} />;
}

function Loaded({ s }: { s: SubscriptionStatusResponse }) {
  const openUpgrade = useOpenUpgrade();
  const cancel = useSubscriptionAction('cancel');
  const reactivate = useSubscriptionAction('reactivate');
  const refund = useSubscriptionAction('refund');
  const removeCard = useRemoveCard();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [isAddingCard, setIsAddingCard] = useState(false);
  const status = s.subscription_status;
  const paid = status === 'active' || status === 'cancelling';
  const trialEnded = status === 'trial' && !s.is_trial_active;
  const canAddCard = status !== 'free';

  const run = (mutation: typeof cancel | typeof removeCard) =>
    mutation.mutate(undefined, { onSuccess: () => setConfirming(null) });

  return (
    <div className="grid gap-5">
      {s.payment_failed ? (
        <div role="alert" className="flex items-start gap-3 rounded-control border border-danger/50 bg-danger-soft p-4">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">Your last payment failed — update your card</p>
            <p className="mt-1 text-pretty text-sm text-ink-muted">{paymentFailedText(s)}</p>
          </div>
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Status">{trialEnded ? 'Trial expired' : statusLabel[status]}</Fact>
        {paid ? (
          <Fact label="Plan">
            {s.plan === 'yearly' ? 'Yearly' : 'Monthly'}: {formatPence(s.amount)} per{' '}
            {s.plan === 'yearly' ? 'year' : 'month'}
          </Fact>
        ) : null}
        {status === 'trial' && s.trial_ends_at ? (
          <Fact label={s.is_trial_active ? 'Trial ends' : 'Trial ended'}>
            {formatDayMonthYear(s.trial_ends_at)}
            {s.is_trial_active
              ? ` (${s.trial_days_remaining} ${s.trial_days_remaining === 1 ? 'day' : 'days'} left)`
              : ''}
          </Fact>
        ) : null}
        {status === 'cancelling' && s.current_period_end ? (
          <Fact label="Premium until">{formatDayMonthYear(s.current_period_end)}</Fact>
        ) : null}
        {status !== 'free' ? (
          <Fact label={s.next_payment_attempt_at ? 'Next payment attempt' : 'Next billing date'}>
            {s.next_billing_date ? formatDayMonthYear(s.next_billing_date) : 'None'}
          </Fact>
        ) : null}
        {status !== 'free' ? (
          <Fact label="Payment method">
            {s.has_payment_method && s.payment_method_last4
              ? `${brandName(s.payment_method_brand)} ending ${s.payment_method_last4}`
              : 'None'}
          </Fact>
        ) : null}
      </dl>

      {status === 'trial' || status === 'inactive' || status === 'cancelled' ? (
        <div className="rounded-control bg-accent-soft p-4">
          <p className="text-pretty text-ink">
            {status === 'trial' && s.is_trial_active
              ? 'Subscribe now: your remaining trial days carry over, so nothing is charged until the trial ends.'
              : 'Subscribe to go live and schedule public gigs again.'}
          </p>
          <Button className="mt-3" onClick={openUpgrade}>
            See plans
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {status === 'active' ? (
          <Button variant="secondary" onClick={() => setConfirming('cancel')}>
            Cancel subscription
          </Button>
        ) : null}
        {status === 'cancelling' ? (
          <Button onClick={() => reactivate.mutate()} isLoading={reactivate.isPending} loadingText="Reactivating…">
            Reactivate subscription
          </Button>
        ) : null}
        {canAddCard ? (
          <Button
            variant="secondary"
            onClick={() => setIsAddingCard(true)}
            icon={<CreditCard aria-hidden="true" className="size-4" />}
          >
            {s.has_payment_method ? 'Replace card' : 'Add payment method'}
          </Button>
        ) : null}
        {status === 'trial' && s.has_payment_method ? (
          <Button variant="ghost" onClick={() => setConfirming('remove-card')}>
            Remove card
          </Button>
        ) : null}
        {s.refundable_until ? (
          <Button variant="ghost" onClick={() => setConfirming('refund')}>
            Request a refund
          </Button>
        ) : null}
      </div>
      <FormAlert
        message={
          reactivate.isError ? errorMessage(reactivate.error, subscriptionMessages.reactivateFailed, NETWORK) : null
        }
      />

      <PaymentHistory />

      <ConfirmDialog
        isOpen={confirming === 'cancel'}
        title="Cancel your subscription?"
        message={
          s.current_period_end
            ? `Nothing more is charged. You keep every premium feature until ${formatDayMonthYear(s.current_period_end)}, and can reactivate before then.`
            : 'Nothing more is charged.'
        }
        confirmLabel="Cancel subscription"
        busyLabel="Cancelling…"
        isBusy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, subscriptionMessages.cancelFailed, NETWORK) : null}
        onConfirm={() => run(cancel)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'refund'}
        title="Refund your first payment?"
        message={`Your first payment is refunded in full (30-day money-back guarantee) and your subscription ends now: you will not be able to go live until you subscribe again.`}
        confirmLabel="Refund and end subscription"
        busyLabel="Refunding…"
        isBusy={refund.isPending}
        error={refund.isError ? errorMessage(refund.error, 'Failed to refund subscription', NETWORK) : null}
        onConfirm={() => run(refund)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'remove-card'}
        title="Remove your card?"
        message="Your monthly plan will not start by itself when the trial ends. You can subscribe at any time."
        confirmLabel="Remove card"
        busyLabel="Removing…"
        isBusy={removeCard.isPending}
        error={removeCard.isError ? errorMessage(removeCard.error, 'Failed to remove the card', NETWORK) : null}
        onConfirm={() => run(removeCard)}
        onCancel={() => setConfirming(null)}
      />
      {isAddingCard ? <AddPaymentMethodModal onClose={() => setIsAddingCard(false)} /> : null}
    </div>
  );
}

function PaymentHistory() {
  const payments = useSubscriptionPayments();
  return (
    <section aria-labelledby="payment-history-title">
      <h3 id="payment-history-title" className="font-bold text-ink">
        Payment history
      </h3>
      {payments.isPending ? (
        <SkeletonGroup label="Loading payments…" className="mt-2">
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      ) : payments.isError ? (
        <p className="mt-2 text-sm text-ink-muted">Your payments could not be loaded just now.</p>
      ) : payments.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No payments yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-control border border-line">
          {payments.data.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="text-ink">{formatDayMonthYear(payment.created_at)}</span>
              <span className="font-semibold text-ink">{formatPence(payment.amount)}</span>
              <span className={payment.status === 'failed' ? 'text-danger' : 'text-ink-muted'}>
                {paymentLabel[payment.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
