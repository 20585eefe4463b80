import { Check, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatPence } from '../../../../shared/money';
import { subscriptionMessages, yearlySaving, type Plan } from '../../../../shared/subscriptions';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/format-date';
import { useCreateCheckout, useSubscriptionStatus } from '../api/subscription';

const features = [
  'Go live and take song requests at every gig',
  'Tips, paid and premium requests',
  'Public gigs on your artist page and Future Events',
  'Your QR code, inbox and earnings',
];

/** Spec 1 §8 'Checkout': the server's words, else 'Failed to create checkout session'; otherwise the upgrade message. */
function checkoutError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? subscriptionMessages.checkoutFailed;
  if (error instanceof NetworkError) return subscriptionMessages.upgradeFailed;
  return subscriptionMessages.upgradeFailed;
}

/**
 * Spec 1 'upgrade modal ('Join Us Today')': both plans, the yearly one with its saving. A trial's
 * remaining days carry over, and the modal says so with the date of the first charge.
 */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
  const status = useSubscriptionStatus();
  const checkout = useCreateCheckout();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const data = status.data;

  const choose = (plan: Plan) => {
    if (!data || checkout.isPending) return;
    setChosen(plan);
    checkout.mutate({ plan, trialDaysRemaining: data.trial_days_remaining });
  };

  return (
    <Modal isOpen title="Join Us Today" onClose={checkout.isPending ? () => undefined : onClose}>
      {!data ? (
        status.isError ? (
          <FormAlert message={subscriptionMessages.upgradeFailed} />
        ) : (
          <SkeletonGroup label="Loading the plans…" className="grid gap-3">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </SkeletonGroup>
        )
      ) : (
        <div className="grid gap-4">
          <p className="text-pretty text-ink-muted">
            Stagecall Premium keeps your nights running: everything fans need to reach you, at every gig.
          </p>
          <ul className="grid gap-1.5 text-sm text-ink">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />
                {feature}
              </li>
            ))}
          </ul>
          {data.is_trial_active && data.trial_ends_at ? (
            <p className="rounded-control bg-accent-soft px-3 py-2 text-sm text-ink">
              Your {data.trial_days_remaining} remaining trial{' '}
              {data.trial_days_remaining === 1 ? 'day carries' : 'days carry'} over: nothing is charged until{' '}
              {formatDayMonthYear(data.trial_ends_at)}.
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <PlanCard
              title="Monthly"
              price={`${formatPence(data.prices.monthly)}`}
              per="per month"
              note="Cancel any time"
              isBusy={checkout.isPending && chosen === 'monthly'}
              isDisabled={checkout.isPending}
              onChoose={() => choose('monthly')}
            />
            <PlanCard
              title="Yearly"
              price={`${formatPence(data.prices.yearly)}`}
              per="per year"
              badge={`Save ${yearlySaving(data.prices.monthly, data.prices.yearly)}%`}
              note={`${formatPence(Math.round(data.prices.yearly / 12))} a month, billed yearly`}
              isBusy={checkout.isPending && chosen === 'yearly'}
              isDisabled={checkout.isPending}
              onChoose={() => choose('yearly')}
            />
          </div>
          <FormAlert message={checkout.isError ? checkoutError(checkout.error) : null} />
          <p className="flex items-start gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />
            30-day money-back guarantee: ask for a refund of your first payment within 30 days.
          </p>
        </div>
      )}
    </Modal>
  );
}

interface PlanCardProps {
  title: string;
  price: string;
  per: string;
  note: string;
  badge?: string;
  isBusy: boolean;
  isDisabled: boolean;
  onChoose: () => void;
}

function PlanCard({ title, price, per, note, badge, isBusy, isDisabled, onChoose }: PlanCardProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-card border border-line-strong bg-surface-raised p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink">{title}</h3>
        {badge ? (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent">{badge}</span>
        ) : null}
      </div>
      <p>
        <span className="text-2xl font-bold text-ink">{price}</span> <span className="text-ink-muted">{per}</span>
      </p>
      <p className="text-sm text-ink-muted">{note}</p>
      <Button
        className="mt-auto w-full"
        onClick={onChoose}
        isLoading={isBusy}
        loadingText="Opening checkout…"
        disabled={isDisabled && !isBusy}
      >
        Choose {title}
      </Button>
    </div>
  );
}
