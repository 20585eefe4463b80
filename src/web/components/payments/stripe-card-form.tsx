import { CreditCard } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { paymentMessages } from '../../../shared/tips/payments';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { ModalActions } from '../modal';

const stripeMessages = {
  load: 'Failed to load payment system',
  initialize: 'Failed to initialize payment system',
  form: 'Failed to set up payment form',
} as const;

interface StripeCardFormProps {
  publishableKey: string;
  /** A PaymentIntent's (a fan's tip) or a SetupIntent's (a musician's card for renewals). */
  clientSecret: string;
  intent: 'payment' | 'setup';
  submitLabel: string;
  busyLabel: string;
  /** Stripe accepted the card; the server hears of it by webhook. */
  onConfirmed: () => void;
}

/**
 * PAYMENTS=stripe: Stripe's Payment Element, loaded from js.stripe.com only when someone pays or
 * saves a card (lazy-load this file: it is its own chunk). Card details never touch this app;
 * Stripe confirms the intent and tells the server by webhook.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  intent,
  submitLabel,
  busyLabel,
  onConfirmed,
}: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const loaded = await loadStripe(publishableKey);
        if (cancelled) return;
        if (!loaded) return setError(stripeMessages.initialize);
        const created = loaded.elements({ clientSecret });
        const element = created.create('payment');
        if (!mountRef.current) return setError(stripeMessages.form);
        element.mount(mountRef.current);
        setStripe(loaded);
        setElements(created);
      } catch {
        if (!cancelled) setError(stripeMessages.load);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return setError(paymentMessages.notReady);
    setIsBusy(true);
    setError(null);
    const result =
      intent === 'setup'
        ? await stripe.confirmSetup({ elements, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, redirect: 'if_required' });
    setIsBusy(false);
    // The provider's own message when it has one (spec 2 §8).
    if (result.error) return setError(result.error.message ?? paymentMessages.notReady);
    onConfirmed();
  };

  return (
    <>
      <form id={formId} noValidate className="mt-4 grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <div ref={mountRef} className="min-h-40" aria-busy={!elements} />
        <FormAlert message={error} />
      </form>
      {/* Always shown in a dialog: its button stays in sight above Stripe's fields. Outside the form
          (tied to it by id), so it sticks across the whole sheet: inside, it could rise no higher
          than the form's own top (payment-step.tsx has the same). */}
      <ModalActions>
        <Button
          type="submit"
          form={formId}
          size="lg"
          className="w-full"
          disabled={!elements}
          isLoading={isBusy}
          loadingText={busyLabel}
          icon={<CreditCard aria-hidden="true" className="size-5" />}
        >
          {submitLabel}
        </Button>
      </ModalActions>
    </>
  );
}
