import { ShieldCheck } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatPence } from '../../../shared/money';
import { paymentMessages } from '../../../shared/tips/payments';
import { localCheckoutConfirmBody, subscriptionMessages } from '../../../shared/subscriptions';
import { ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PageLayout } from '../../components/page-layout';
import { SavedCardForm, type CardValues } from '../../components/payments/test-card-fields';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { ApiError, errorMessage } from '../../lib/api-client';
import { fromSchema, useForm } from '../../lib/forms/use-form';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLocalCheckout, usePayLocalCheckout } from './api/subscription';
import { webMessages } from '../../../shared/web-messages';

const NETWORK = webMessages.networkError;

/**
 * The built-in provider's checkout (PAYMENTS=local, TEST MODE): where create-checkout's
 * checkout_url leads, as Stripe Checkout's page would. The plan, what is charged today, the test
 * card form; on success the musician returns to the dashboard with the premium banner.
 */
export function SubscriptionCheckoutPage() {
  useDocumentMeta('Checkout', 'Subscribe to Stagecall Premium.');
  const { checkoutId = '' } = useParams();
  const { status } = useAuth();
  const checkout = useLocalCheckout(checkoutId);
  if (status === 'signed-out') return <Navigate to="/" replace />;

  return (
    <PageLayout width="narrow">
      <h1 className="text-balance text-3xl font-bold text-ink">Stagecall Premium</h1>
      <div className="mt-6">
        {checkout.isPending ? (
          <SkeletonGroup label="Loading your checkout…" className="grid gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-48 w-full" />
          </SkeletonGroup>
        ) : checkout.isError ? (
          <div className="grid gap-4">
            <FormAlert
              message={
                checkout.error instanceof ApiError && checkout.error.status === 404
                  ? subscriptionMessages.checkoutNotFound
                  : errorMessage(checkout.error, subscriptionMessages.checkoutFailed, NETWORK)
              }
            />
            <ButtonLink to="/dashboard" variant="secondary">
              Back to the dashboard
            </ButtonLink>
          </div>
        ) : checkout.data.status !== 'open' ? (
          <div className="grid gap-4">
            <FormAlert message={subscriptionMessages.checkoutClosed} />
            <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
          </div>
        ) : (
          <CheckoutForm checkoutId={checkoutId} {...checkout.data} />
        )}
      </div>
    </PageLayout>
  );
}

interface CheckoutFormProps {
  checkoutId: string;
  plan: 'monthly' | 'yearly';
  amount: number;
  trial_days: number;
}

function CheckoutForm({ checkoutId, plan, amount, trial_days: trialDays }: CheckoutFormProps) {
  const navigate = useNavigate();
  const pay = usePayLocalCheckout(checkoutId);
  const form = useForm<CardValues, { card_number: string; expiry: string; cvc: string }>(
    { number: '', expiry: '', cvc: '' },
    fromSchema(
      localCheckoutConfirmBody,
      (values) => ({ card_number: values.number, expiry: values.expiry, cvc: values.cvc }),
      { card_number: 'number' },
    ),
  );
  const per = plan === 'yearly' ? 'year' : 'month';
  const price = `${formatPence(amount)} per ${per}`;
  const dueToday = trialDays > 0 ? formatPence(0) : formatPence(amount);

  return (
    <div className="grid gap-5">
      <section aria-label="Your plan" className="rounded-card border border-line bg-surface p-5">
        <p className="text-lg font-bold text-ink">{plan === 'yearly' ? 'Yearly plan' : 'Monthly plan'}</p>
        <p className="mt-1 text-ink">{price}</p>
        <p className="mt-3 text-sm text-ink-muted">
          {trialDays > 0
            ? `Your ${trialDays} remaining trial ${trialDays === 1 ? 'day carries' : 'days carry'} over: the first ${formatPence(amount)} is charged when your trial ends, in ${trialDays} ${trialDays === 1 ? 'day' : 'days'}.`
            : `Charged today, then every ${per} until you cancel.`}
        </p>
        <p className="mt-3 flex items-baseline justify-between border-t border-line pt-3 font-semibold text-ink">
          <span>Due today</span>
          <span>{dueToday}</span>
        </p>
      </section>
      <SavedCardForm
        form={form}
        label="Card details"
        isBusy={pay.isPending}
        submitLabel={`Subscribe: ${price}`}
        busyLabel="Subscribing…"
        note="TEST MODE: no real card is charged."
        onSubmit={(body) =>
          pay.mutate(body, {
            onSuccess: () => void navigate('/dashboard?subscription=success', { replace: true }),
            onError: (error) => form.fail(errorMessage(error, paymentMessages.notReady, NETWORK), 'number'),
          })
        }
      />
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />
        30-day money-back guarantee. Cancel any time in Settings.
      </p>
      <ButtonLink to="/dashboard?subscription=cancelled" variant="ghost">
        Cancel and go back
      </ButtonLink>
    </div>
  );
}
