import { CircleCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { paymentMessages } from '../../../../shared/tips/payments';
import { localCardSetupBody, subscriptionMessages } from '../../../../shared/subscriptions';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { SavedCardForm, type CardValues } from '../../../components/payments/test-card-fields';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { startCardSetup, useSaveLocalCard, subscriptionQueryKey } from '../api/subscription';
import { useQueryClient } from '@tanstack/react-query';

const StripeCardForm = lazy(() =>
  import('../../../components/payments/stripe-card-form').then((m) => ({ default: m.StripeCardForm })),
);

/** Spec 2: the success state closes after 2 s. */
const SUCCESS_CLOSE_MS = 2000;

type Setup =
  | { stage: 'loading' }
  | { stage: 'failed'; message: string }
  | { stage: 'ready'; clientSecret: string; provider: 'local' | 'stripe'; publishableKey: string | null }
  | { stage: 'saved' };

/** Spec 2 §8 'Payment': a setup that could not start says which part failed. */
function setupError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? subscriptionMessages.setupFailed;
  return paymentMessages.loadFailed;
}

/**
 * Spec 2 'Add Payment Method modal': a card saved for the renewals, offered during a trial that
 * has none. TEST MODE on the built-in provider (the test cards only); Stripe's Payment Element
 * with a SetupIntent otherwise. Success closes the modal after 2 s; Skip for Now closes it.
 */
export function AddPaymentMethodModal({ onClose }: { onClose: () => void }) {
  const [setup, setSetup] = useState<Setup>({ stage: 'loading' });
  const queryClient = useQueryClient();
  const closeLater = useEffectEvent(onClose);

  useEffect(() => {
    let cancelled = false;
    startCardSetup().then(
      ({ clientSecret, stripe }) => {
        if (cancelled) return;
        if (stripe.provider === 'stripe' && !stripe.publishable_key) {
          return setSetup({ stage: 'failed', message: 'Failed to get Stripe key' });
        }
        setSetup({ stage: 'ready', clientSecret, provider: stripe.provider, publishableKey: stripe.publishable_key });
      },
      (error: unknown) => {
        if (!cancelled) setSetup({ stage: 'failed', message: setupError(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (setup.stage !== 'saved') return;
    const timer = window.setTimeout(closeLater, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [setup.stage]);

  const saved = () => {
    setSetup({ stage: 'saved' });
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  };

  return (
    <Modal isOpen title="Add Payment Method" onClose={onClose}>
      {setup.stage === 'saved' ? (
        <p role="status" className="flex items-center gap-2 py-6 text-lg font-semibold text-ink">
          <CircleCheck aria-hidden="true" className="size-6 text-success" />
          Payment method added
        </p>
      ) : (
        <div className="grid gap-4">
          <p className="text-pretty text-ink-muted">
            Add a card now and your monthly plan starts by itself when the trial ends, so going live never stops. You
            can remove it in Settings before then.
          </p>
          {setup.stage === 'loading' ? (
            <SkeletonGroup label="Loading the card form…" className="grid gap-3">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </SkeletonGroup>
          ) : setup.stage === 'failed' ? (
            <FormAlert message={setup.message} />
          ) : setup.provider === 'local' ? (
            <LocalCardForm clientSecret={setup.clientSecret} onSaved={saved} />
          ) : (
            <Suspense fallback={<p className="text-ink-muted">Loading the card form…</p>}>
              <StripeCardForm
                publishableKey={setup.publishableKey ?? ''}
                clientSecret={setup.clientSecret}
                intent="setup"
                submitLabel="Save card"
                busyLabel="Saving…"
                onConfirmed={saved}
              />
            </Suspense>
          )}
          <Button variant="ghost" onClick={onClose}>
            Skip for Now
          </Button>
        </div>
      )}
    </Modal>
  );
}

function LocalCardForm({ clientSecret, onSaved }: { clientSecret: string; onSaved: () => void }) {
  const save = useSaveLocalCard();
  const form = useForm<CardValues, { client_secret: string; card_number: string; expiry: string; cvc: string }>(
    { number: '', expiry: '', cvc: '' },
    fromSchema(
      localCardSetupBody,
      (values) => ({ client_secret: clientSecret, card_number: values.number, expiry: values.expiry, cvc: values.cvc }),
      { card_number: 'number' },
    ),
  );

  return (
    <SavedCardForm
      form={form}
      isBusy={save.isPending}
      submitLabel="Save card"
      busyLabel="Saving…"
      note="TEST MODE: no real card is saved or charged."
      onSubmit={(body) =>
        save.mutate(body, {
          onSuccess: onSaved,
          onError: (error) =>
            form.fail(errorMessage(error, subscriptionMessages.setupFailed, paymentMessages.loadFailed), 'number'),
        })
      }
    />
  );
}
