import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StripeKeyResponse } from '../../../../shared/tips/payments';
import type { Plan } from '../../../../shared/subscriptions';
import { api } from '../../../lib/api-client';

export const subscriptionQueryKey = ['musicians', 'subscription'] as const;
const paymentsQueryKey = [...subscriptionQueryKey, 'payments'] as const;
const base = '/api/musicians/subscription';

/** Spec 1 §7 GET /api/musicians/subscription/status: the banner, the locks and the Settings tab. */
export function useSubscriptionStatus(enabled = true) {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => api.GET(`${base}/status`, { signal }),
    enabled,
  });
}

export function useSubscriptionPayments() {
  return useQuery({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => api.GET(`${base}/payments`, { signal }),
    select: (data) => data.payments,
  });
}

/** Spec 1 §7 create-checkout: the browser then goes to checkout_url (the provider's page). */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (input: { plan: Plan; trialDaysRemaining: number }) =>
      api.POST(`${base}/create-checkout`, {
        body: {
          plan: input.plan,
          trial_days_remaining: input.trialDaysRemaining,
        },
      }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}

type Action = 'cancel' | 'reactivate' | 'refund';

/** Cancel, reactivate (spec 2 §7) and the money-back refund: each answers the new status. */
export function useSubscriptionAction(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST(`${base}/${action}`),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE(`${base}/payment-method`),
    onSuccess: ({ subscription }) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}

/** Spec 2 §7 setup-intent, and the provider the card form is for. */
export async function startCardSetup(): Promise<{ clientSecret: string; stripe: StripeKeyResponse }> {
  const [setup, stripe] = await Promise.all([api.POST(`${base}/setup-intent`), api.GET('/api/payments/stripe-key')]);
  return { clientSecret: setup.client_secret, stripe };
}

export function useSaveLocalCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { client_secret: string; card_number: string; expiry: string; cvc: string }) =>
      api.POST(`${base}/local-card`, { body }),
    onSuccess: ({ subscription }) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}

/** The local provider's checkout page (TEST MODE). */
export function useLocalCheckout(id: string) {
  return useQuery({
    queryKey: ['subscription-checkout', id],
    queryFn: ({ signal }) =>
      api.GET('/api/subscriptions/local-checkout/{checkoutId}', { path: { checkoutId: id }, signal }),
    retry: false,
  });
}

export function usePayLocalCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { card_number: string; expiry: string; cvc: string }) =>
      api.POST('/api/subscriptions/local-checkout/{checkoutId}/confirm', { path: { checkoutId: id }, body }),
    onSuccess: ({ subscription }) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
