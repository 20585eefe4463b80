import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestBankBody } from '../../../../shared/earnings/payouts';
import { api } from '../../../lib/api-client';

export const payoutAccountQueryKey = ['musicians', 'payout-account'] as const;

/** GET /api/musicians/payout-account: where withdrawals are paid, and what is still missing. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutAccountQueryKey,
    queryFn: ({ signal }) => api.GET('/api/musicians/payout-account', { signal }),
  });
}

/** PUT /api/musicians/payout-account/test-bank (local TEST MODE). */
export function useSaveTestBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestBankBody) => api.PUT('/api/musicians/payout-account/test-bank', { body }),
    onSuccess: (account) => queryClient.setQueryData(payoutAccountQueryKey, account),
  });
}

/** POST /api/musicians/payout-account/onboarding: Stripe's onboarding link (the browser goes there). */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () => api.POST('/api/musicians/payout-account/onboarding'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** POST /api/musicians/payout-account/refresh: back from Stripe, read the account again. */
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/musicians/payout-account/refresh'),
    onSuccess: (account) => queryClient.setQueryData(payoutAccountQueryKey, account),
  });
}
