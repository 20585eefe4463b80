import { AlertTriangle, Crown, CreditCard, Gift, Sparkles } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { formatPence } from '../../../../shared/money';
import type { SubscriptionStatusResponse } from '../../../../shared/subscriptions';
import { Button, ButtonLink } from '../../../components/button';
import { formatDayMonthYear } from '../../../lib/format-date';
import { useSubscriptionStatus } from '../api/subscription';
import { AddPaymentMethodModal } from './add-payment-method-modal';
import { leadersOnlyNote, useOpenUpgrade } from './upgrade-context';
import { useMayInAct } from '../../acts/api/my-acts';

/** Spec 1 §9: the extra 'Subscribe now' warning shows at 3 trial days or fewer. */
const TRIAL_WARNING_DAYS = 3;

type Tone = 'premium' | 'info' | 'warning';

/** The act's plan is its leaders' to pay and change (decision 035): others read it, with no buttons. */
const MayManagePlan = createContext(true);

const toneClasses: Record<Tone, string> = {
  premium: 'border-accent/60 bg-accent-soft',
  info: 'border-line bg-surface',
  warning: 'border-danger/50 bg-danger-soft',
};

function Banner({
  tone,
  icon,
  title,
  children,
  actions,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const mayManage = useContext(MayManagePlan);
  return (
    <section
      aria-labelledby="subscription-banner-title"
      className={`flex flex-col gap-4 rounded-card border p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 ${toneClasses[tone]}`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 shrink-0 text-accent-ink">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id="subscription-banner-title" className="text-lg font-bold text-ink">
            {title}
          </h2>
          <div className="mt-1 text-pretty text-sm text-ink-muted">{children}</div>
        </div>
      </div>
      {actions && mayManage ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      {actions && !mayManage ? <p className="shrink-0 text-sm text-ink-muted">{leadersOnlyNote}</p> : null}
    </section>
  );
}

const iconClass = 'size-6';
const kept = 'Your profile, QR code, messages and earnings are all still here.';

/**
 * Spec 1 §4 'Subscription banner': premium, lifetime, trial (with the warning at 3 days or
 * fewer), and the subscribe prompts 'Trial Expired', 'Subscription Cancelled' and 'No Active
 * Subscription'. A cancelled plan still inside its paid period says until when.
 */
export function SubscriptionBanner() {
  const status = useSubscriptionStatus();
  const openUpgrade = useOpenUpgrade();
  const [isAddingCard, setIsAddingCard] = useState(false);
  const mayManage = useMayInAct('act.admin');
  if (!status.data) return null;
  const s = status.data;

  const subscribe = (label = 'Subscribe Now') => <Button onClick={openUpgrade}>{label}</Button>;
  const manage = (
    <ButtonLink to="/settings?tab=subscription" variant="secondary">
      Manage subscription
    </ButtonLink>
  );

  const banner = bannerFor(s, subscribe, manage, () => setIsAddingCard(true));
  return (
    <>
      <MayManagePlan value={mayManage}>{banner}</MayManagePlan>
      {isAddingCard ? <AddPaymentMethodModal onClose={() => setIsAddingCard(false)} /> : null}
    </>
  );
}

function bannerFor(
  s: SubscriptionStatusResponse,
  subscribe: (label?: string) => ReactNode,
  manage: ReactNode,
  addCard: () => void,
): ReactNode {
  const plan = s.plan === 'yearly' ? 'yearly' : 'monthly';
  // A failed payment outranks everything else the banner could say: the musician who
  // does nothing loses the plan, so this is what they must see.
  if (s.payment_failed) {
    return (
      <Banner
        tone="warning"
        icon={<AlertTriangle className={iconClass} />}
        title="Your last payment failed — update your card"
        actions={<Button onClick={addCard}>Update card</Button>}
      >
        {paymentFailedText(s)}
      </Banner>
    );
  }
  switch (s.subscription_status) {
    case 'active':
      return (
        <Banner tone="premium" icon={<Crown className={iconClass} />} title="Stagecall Premium" actions={manage}>
          {s.next_billing_date
            ? `Your ${plan} plan (${formatPence(s.amount)}) renews on ${formatDayMonthYear(s.next_billing_date)}.`
            : `Your ${plan} plan is active.`}
        </Banner>
      );
    case 'cancelling':
      return (
        <Banner
          tone="info"
          icon={<Crown className={iconClass} />}
          title="Premium until the end of your plan"
          actions={manage}
        >
          Your subscription is cancelled and will not renew
          {s.current_period_end ? `: premium features stay on until ${formatDayMonthYear(s.current_period_end)}` : ''}.
          Changed your mind? Reactivate it in Settings.
        </Banner>
      );
    case 'free':
      return (
        <Banner tone="premium" icon={<Gift className={iconClass} />} title="Lifetime complimentary access">
          Every Stagecall feature is yours, free, for good. Enjoy the gigs!
        </Banner>
      );
    case 'trial':
      if (s.is_trial_active && s.trial_days_remaining > 0) {
        const days = `${s.trial_days_remaining} ${s.trial_days_remaining === 1 ? 'day' : 'days'}`;
        const isEnding = s.trial_days_remaining <= TRIAL_WARNING_DAYS;
        return (
          <Banner
            tone={isEnding ? 'warning' : 'info'}
            icon={isEnding ? <AlertTriangle className={iconClass} /> : <Sparkles className={iconClass} />}
            title={`Free trial: ${days} left`}
            actions={
              <>
                {subscribe()}
                {s.has_payment_method ? null : (
                  <Button
                    variant="secondary"
                    onClick={addCard}
                    icon={<CreditCard aria-hidden="true" className="size-4" />}
                  >
                    Add payment method
                  </Button>
                )}
              </>
            }
          >
            {isEnding ? (
              <p className="font-semibold text-ink">
                Your trial ends in {days}. Subscribe now to keep going live after it ends.
              </p>
            ) : (
              <p>You have every feature during your trial.</p>
            )}
            {s.has_payment_method && s.payment_method_last4 ? (
              <p className="mt-1">
                Your card ending {s.payment_method_last4} starts the monthly plan ({formatPence(s.prices.monthly)}) when
                the trial ends.
              </p>
            ) : null}
          </Banner>
        );
      }
      return (
        <Banner
          tone="warning"
          icon={<AlertTriangle className={iconClass} />}
          title="Trial Expired"
          actions={subscribe()}
        >
          Your free trial has ended. Subscribe to go live and schedule public gigs again. {kept}
        </Banner>
      );
    case 'cancelled':
      return (
        <Banner
          tone="warning"
          icon={<AlertTriangle className={iconClass} />}
          title="Subscription Cancelled"
          actions={subscribe('Subscribe Again')}
        >
          Your subscription has ended. Subscribe to go live and schedule public gigs again. {kept}
        </Banner>
      );
    case 'inactive':
      return (
        <Banner
          tone="warning"
          icon={<AlertTriangle className={iconClass} />}
          title="No Active Subscription"
          actions={subscribe()}
        >
          Subscribe to go live and schedule public gigs again. {kept}
        </Banner>
      );
  }
}

/** The failed-payment state in words, shared by the dashboard banner and Settings, Subscription. */
export function paymentFailedText(s: SubscriptionStatusResponse): string {
  const card = s.payment_method_last4 ? `your card ending ${s.payment_method_last4}` : 'your card';
  return s.next_payment_attempt_at
    ? `We could not charge ${card}. We try again on ${formatDayMonthYear(s.next_payment_attempt_at)}; add a working card before then to keep your plan.`
    : `We could not charge ${card}, so your plan has not started. Add a working card to start it.`;
}
