import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { earningsQueryKey } from './get-earnings';
import { withdrawalsQueryKey } from './get-withdrawals';

/** POST /api/musicians/withdraw {amount in pence}: the new withdrawal and the balances after it. */
export function requestWithdrawal(amount: number) {
  return api.POST('/api/musicians/withdraw', {
    body: {
      amount,
    },
  });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: ({ earnings }) => {
      queryClient.setQueryData(earningsQueryKey, earnings);
      void queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
    },
  });
}
