import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/admin/audit';
import type { PlatformStats } from '../../../../shared/admin/overview';
import type { AdminLiveSession, AdminScheduledSession } from '../../../../shared/admin/sessions';
import type { AdminSettings } from '../../../../shared/admin/settings';
import type { AdminSong, SongStats } from '../../../../shared/admin/songs';
import type { AdminSubscription } from '../../../../shared/admin/subscriptions';
import type { AdminUser, AdminUserDetail } from '../../../../shared/admin/users';
import type { AdminVenue } from '../../../../shared/admin/venues';
import type { AdminWithdrawal } from '../../../../shared/admin/withdrawals';
import type { AnalyticsReport } from '../../../../shared/analytics';
import type { MoneyReport } from '../../../../shared/money-report';
import { api } from '../../../lib/api-client';

/** Spec 2 §7: the back office's data is refetched every 30 s and after every successful change. */
export const ADMIN_REFRESH_MS = 30_000;
const root = ['admin'] as const;

function useAdminQuery<T>(key: readonly unknown[], path: string) {
  return useQuery({
    queryKey: [...root, ...key],
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export const useAdminVerify = () =>
  useQuery({
    queryKey: [...root, 'verify'],
    queryFn: ({ signal }) => api.get<{ admin: { id: number; email: string } }>('/api/admin/verify', { signal }),
    retry: false,
    staleTime: 60_000,
  });

export const useStats = () => useAdminQuery<PlatformStats>(['stats'], '/api/admin/stats');
export const useUsers = (search: string, page: number) =>
  useAdminQuery<{ users: AdminUser[]; total: number }>(
    ['users', search, page],
    `/api/admin/users?search=${encodeURIComponent(search)}&page=${page}`,
  );
export const useUserDetail = (id: number) =>
  useAdminQuery<AdminUserDetail>(['users', 'detail', id], `/api/admin/users/${id}/details`);
export const useWithdrawals = () =>
  useAdminQuery<{ withdrawals: AdminWithdrawal[] }>(['withdrawals'], '/api/admin/withdrawals');
export const useVenues = () => useAdminQuery<{ venues: AdminVenue[] }>(['venues'], '/api/admin/venues');
export const useLiveSessions = () =>
  useAdminQuery<{ sessions: AdminLiveSession[] }>(['sessions', 'live'], '/api/admin/sessions/live');
export const useScheduledSessions = () =>
  useAdminQuery<{ sessions: AdminScheduledSession[] }>(['sessions', 'scheduled'], '/api/admin/sessions/scheduled');
export const useSongs = (search: string) =>
  useAdminQuery<{ songs: AdminSong[] }>(['songs', search], `/api/admin/songs?search=${encodeURIComponent(search)}`);
export const useSongStats = () =>
  useAdminQuery<{ stats: SongStats; top: AdminSong[] }>(['songs', 'stats'], '/api/admin/songs/stats');
export const useSubscriptions = (search: string, status: string, page: number) =>
  useAdminQuery<{ subscriptions: AdminSubscription[]; total: number }>(
    ['subscriptions', search, status, page],
    `/api/admin/subscriptions?search=${encodeURIComponent(search)}&page=${page}${status ? `&status=${status}` : ''}`,
  );
export const useMoneyReport = (period: 'day' | 'week', from: string, to: string) =>
  useAdminQuery<MoneyReport>(
    ['money-report', period, from, to],
    `/api/admin/reports/money?period=${period}&from=${from}&to=${to}`,
  );
/** The Analytics tab keeps showing the last range's charts while a new range loads. */
export const useAnalytics = (from: string, to: string) =>
  useQuery({
    queryKey: [...root, 'analytics', from, to],
    queryFn: ({ signal }) => api.get<AnalyticsReport>(`/api/admin/reports/analytics?from=${from}&to=${to}`, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
export const useSettings = () => useAdminQuery<AdminSettings>(['settings'], '/api/admin/settings');
export const useAudit = (action: string, page: number) =>
  useAdminQuery<{ entries: AuditEntry[]; has_more: boolean }>(
    ['audit', action, page],
    `/api/admin/audit?action=${encodeURIComponent(action)}&page=${page}`,
  );

type Method = 'post' | 'put' | 'delete';

/** Any admin change: on success every admin list is read again (spec 2 §7). */
export function useAdminAction<Input = void, Output = unknown>(
  method: Method,
  path: (input: Input) => string,
  body?: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      method === 'delete'
        ? api.delete<Output>(path(input))
        : api[method]<Output>(path(input), body ? body(input) : undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const useAdminLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/admin/logout'),
    onSettled: () => queryClient.removeQueries({ queryKey: root }),
  });
};
