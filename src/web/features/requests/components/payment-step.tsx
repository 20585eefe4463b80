import { CreditCard, ShieldCheck } from 'lucide-react';
import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { formatPence } from '../../../../shared/money';
import { paymentMessages } from '../../../../shared/tips/payments';
import {
  TestCardFields,
  TestCardHint,
  TestModeNote,
  type CardValues,
} from '../../../components/payments/test-card-fields';
import type { PaymentStepResult, RequestCheckout, RequestCheckoutStatus } from '../../../../shared/tips';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal, ModalActions } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { authenticateLocalPayment, confirmLocalPayment, getCheckout } from '../api/pay-checkout';
import { localConfirmBody } from '../../../../shared/tips/payments';
import { ReceiptEmailField } from './receipt-email-field';
import { PaymentBreakdown } from './payment-breakdown';
import { lazyRetry } from '../../../lib/retry-import';

// Stripe.js loads only for a fan paying through Stripe (PAYMENTS=stripe).
const StripeCardForm = lazyRetry(() =>
  import('../../../components/payments/stripe-card-form').then((m) => ({ default: m.StripeCardForm })),
);

const NETWORK = 'Unable to connect to the server. Please check your internet connection and try again.';

interface PaymentStepProps {
  checkout: RequestCheckout;
  songTitle: string;
  /** The payment went through and the request is in the queue. */
  onPaid: () => void;
  /** The fan closed the step: nothing was charged, the form keeps what they typed. */
  onCancel: () => void;
}

/**
 * The fan pays their tip before the request is sent. On the built-in provider this is
 * the app's own TEST MODE card form: only the documented test cards work and no money moves.
 */
export function PaymentStep({ checkout, songTitle, onPaid, onCancel }: PaymentStepProps) {
  const formId = useId();
  const [stage, setStage] = useState<'card' | 'second-step' | 'waiting' | 'closed'>('card');
  const [closedWith, setClosedWith] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const form = useForm<CardValues, { card_number: string; expiry: string; cvc: string }>(
    { number: '', expiry: '', cvc: '' },
    fromSchema(
      localConfirmBody,
      (values) => ({
        client_secret: checkout.client_secret,
        card_number: values.number,
        expiry: values.expiry,
        cvc: values.cvc,
      }),
      { card_number: 'number' },
    ),
  );

  const settle = (result: PaymentStepResult) => {
    const status = result.checkout?.status;
    if (status === 'completed') return onPaid();
    if (status === 'refunded' || status === 'failed' || status === 'expired') {
      setClosedWith(result.checkout?.message ?? paymentMessages.notReady);
      return setStage('closed');
    }
    if (result.status === 'requires_action') return setStage('second-step');
    if (result.status === 'succeeded') return setStage('waiting');
    setStage('card');
    form.fail(result.error ?? paymentMessages.notReady, 'number');
  };

  const run = async (work: () => Promise<PaymentStepResult>) => {
    setIsBusy(true);
    try {
      settle(await work());
    } catch (error) {
      setStage('card');
      form.fail(errorMessage(error, paymentMessages.notReady, NETWORK));
    } finally {
      setIsBusy(false);
    }
  };

  // The test card's second step: the payer approves it, or fails it to see a decline.
  const authenticate = (approve: boolean) =>
    void run(() => authenticateLocalPayment(checkout.payment_id, { client_secret: checkout.client_secret, approve }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const body = form.check();
    if (!body) return;
    void run(() =>
      confirmLocalPayment(checkout.payment_id, {
        client_secret: checkout.client_secret,
        card_number: body.card_number,
        expiry: body.expiry,
        cvc: body.cvc,
      }),
    );
  };

  // A payment that succeeded but whose request is still being queued: ask until it is settled.
  useEffect(() => {
    if (stage !== 'waiting') return;
    let stopped = false;
    const poll = async () => {
      let status: RequestCheckoutStatus | null;
      try {
        status = await getCheckout(checkout.id);
      } catch {
        status = null;
      }
      if (stopped) return;
      if (status && status.status !== 'awaiting_payment') {
        settle({ status: 'succeeded', error: null, checkout: status });
      } else {
        window.setTimeout(() => void poll(), 1500);
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- polls once per waiting stage
  }, [stage, checkout.id]);

  const amount = formatPence(checkout.amount);
  const isLocal = checkout.provider === 'local';

  return (
    <Modal
      isOpen
      title={checkout.price_amount > 0 ? `Pay ${amount} for your request` : `Pay your ${amount} tip`}
      onClose={onCancel}
    >
      {isLocal ? <TestModeNote /> : null}
      <p className="mt-3 text-pretty break-words text-ink-muted">
        Your request for <span className="font-semibold text-ink">“{songTitle}”</span> is sent as soon as the payment
        goes through.
      </p>
      <PaymentBreakdown checkout={checkout} />

      {stage === 'card' || stage === 'waiting' ? <ReceiptEmailField checkoutId={checkout.id} /> : null}

      {stage === 'closed' ? (
        <div className="mt-4 grid gap-4">
          <FormAlert message={closedWith} />
          <Button size="lg" className="w-full" onClick={onCancel}>
            Back to the form
          </Button>
        </div>
      ) : !isLocal ? (
        stage === 'waiting' ? (
          <p role="status" className="mt-4 text-ink">
            Payment received. Sending your request…
          </p>
        ) : (
          <Suspense fallback={<p className="mt-4 text-ink-muted">Loading the card form…</p>}>
            <StripeCardForm
              publishableKey={checkout.publishable_key ?? ''}
              clientSecret={checkout.client_secret}
              intent="payment"
              submitLabel={`Pay ${amount} and send`}
              busyLabel="Paying…"
              onConfirmed={() => setStage('waiting')}
            />
          </Suspense>
        )
      ) : stage === 'second-step' ? (
        <div className="mt-4 grid gap-3" role="group" aria-label="Confirm the payment">
          <p className="flex items-start gap-2 text-ink">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
            Your bank asks you to confirm this payment (a test of the second step).
          </p>
          <Button size="lg" isLoading={isBusy} loadingText="Confirming…" onClick={() => authenticate(true)}>
            Approve test payment
          </Button>
          <Button variant="secondary" size="lg" disabled={isBusy} onClick={() => authenticate(false)}>
            Fail test payment
          </Button>
        </div>
      ) : (
        <>
          <form id={formId} noValidate className="mt-4 grid gap-4 [&_input]:scroll-mb-28" onSubmit={onSubmit}>
            <TestCardFields form={form} />
            <FormAlert id={form.messageId} message={form.message} />
            <TestCardHint />
          </form>
          {/* Pinned to the sheet's bottom edge: on a small phone the breakdown, the receipt field and the
              card fields pushed Pay out of sight. Outside the form (tied to it by id), so it sticks
              across the whole sheet: inside, it could rise no higher than the form's own top. */}
          <ModalActions>
            <Button
              type="submit"
              form={formId}
              size="lg"
              className="w-full"
              isLoading={isBusy || stage === 'waiting'}
              loadingText={stage === 'waiting' ? 'Sending your request…' : 'Paying…'}
              icon={<CreditCard aria-hidden="true" className="size-5" />}
            >
              Pay {amount} and send
            </Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
