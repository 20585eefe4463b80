import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionStatuses } from '../../../../shared/subscriptions';
import { api } from '../../../lib/api-client';

/** Spec 2 §7: the back office's data is refetched every 30 s and after every successful change. */
export const ADMIN_REFRESH_MS = 30_000;
const root = ['admin'] as const;

function useAdminQuery<T>(key: readonly unknown[], load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: [...root, ...key],
    queryFn: ({ signal }) => load(signal),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export const useAdminVerify = () =>
  useQuery({
    queryKey: [...root, 'verify'],
    queryFn: ({ signal }) => api.GET('/api/admin/verify', { signal }),
    retry: false,
    staleTime: 60_000,
  });

export const useStats = () => useAdminQuery(['stats'], (signal) => api.GET('/api/admin/stats', { signal }));
export const useUsers = (search: string, page: number) =>
  useAdminQuery(['users', search, page], (signal) => api.GET('/api/admin/users', { query: { search, page }, signal }));
export const useUserDetail = (id: number) =>
  useAdminQuery(['users', 'detail', id], (signal) =>
    api.GET('/api/admin/users/{id}/details', { path: { id }, signal }),
  );
/** The Tips tab's filters as the API takes them (absent: no bound). */
export type TipsFilters = NonNullable<Parameters<typeof listTips>[0]>;
const listTips = (
  query: {
    from?: string;
    to?: string;
    amount_min?: number;
    amount_max?: number;
    musician: string;
    reference: string;
    receipt: string;
    page: number;
  },
  signal?: AbortSignal,
) => api.GET('/api/admin/tips', { query, ...(signal ? { signal } : {}) });
/** The last page's rows stay on screen while the next search loads. */
export const useTips = (filters: TipsFilters) =>
  useQuery({
    queryKey: [...root, 'tips', filters],
    queryFn: ({ signal }) => listTips(filters, signal),
    refetchInterval: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
export const useWithdrawals = () =>
  useAdminQuery(['withdrawals'], (signal) => api.GET('/api/admin/withdrawals', { signal }));
export const useVenues = () => useAdminQuery(['venues'], (signal) => api.GET('/api/admin/venues', { signal }));
export const useLiveSessions = () =>
  useAdminQuery(['sessions', 'live'], (signal) => api.GET('/api/admin/sessions/live', { signal }));
export const useScheduledSessions = () =>
  useAdminQuery(['sessions', 'scheduled'], (signal) => api.GET('/api/admin/sessions/scheduled', { signal }));
export const useSongs = (search: string) =>
  useAdminQuery(['songs', search], (signal) => api.GET('/api/admin/songs', { query: { search }, signal }));
export const useSongStats = () =>
  useAdminQuery(['songs', 'stats'], (signal) => api.GET('/api/admin/songs/stats', { signal }));
/** `status` '' (the filter's "All statuses") sends none. */
export const useSubscriptions = (search: string, status: string, page: number) =>
  useAdminQuery(['subscriptions', search, status, page], (signal) =>
    api.GET('/api/admin/subscriptions', {
      query: { search, page, status: subscriptionStatuses.find((name) => name === status) },
      signal,
    }),
  );
export const useMoneyReport = (period: 'day' | 'week', from: string, to: string) =>
  useAdminQuery(['money-report', period, from, to], (signal) =>
    api.GET('/api/admin/reports/money', { query: { period, from, to }, signal }),
  );
/** The Analytics tab keeps showing the last range's charts while a new range loads. */
export const useAnalytics = (from: string, to: string) =>
  useQuery({
    queryKey: [...root, 'analytics', from, to],
    queryFn: ({ signal }) => api.GET('/api/admin/reports/analytics', { query: { from, to }, signal }),
    refetchInterval: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
export const useSettings = () => useAdminQuery(['settings'], (signal) => api.GET('/api/admin/settings', { signal }));
export const useAudit = (action: string, page: number) =>
  useAdminQuery(['audit', action, page], (signal) => api.GET('/api/admin/audit', { query: { action, page }, signal }));
/** A subscription's billing details from the payment provider, read when the admin opens them. */
export const getSubscriptionDetails = (subscriptionId: number) =>
  api.GET('/api/admin/subscriptions/{subscriptionId}/details', { path: { subscriptionId } });

/**
 * Any admin change, given as its typed call (`(id) => api.POST('/api/admin/…/{id}/…', { path: { id } })`):
 * on success every admin list is read again (spec 2 §7).
 */
export function useAdminAction<Input = void, Output = unknown>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const useAdminLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/admin/logout'),
    onSettled: () => queryClient.removeQueries({ queryKey: root }),
  });
};
