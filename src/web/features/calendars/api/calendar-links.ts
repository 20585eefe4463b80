import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLinks } from '../../../../shared/calendars';
import { api } from '../../../lib/api-client';

export const calendarLinksQueryKey = ['musicians', 'me', 'calendar'] as const;

/** GET /api/musicians/me/calendar: asked only when the musician opens the panel (it makes the address). */
export function useCalendarLinks(isEnabled: boolean) {
  return useQuery({
    queryKey: calendarLinksQueryKey,
    queryFn: ({ signal }): Promise<CalendarLinks> => api.GET('/api/musicians/me/calendar', { signal }),
    enabled: isEnabled,
  });
}

/** POST /api/musicians/me/calendar/reset: a new private address; the old one answers 404 at once. */
export function useResetCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarLinks> => api.POST('/api/musicians/me/calendar/reset', {}),
    onSuccess: (links) => queryClient.setQueryData(calendarLinksQueryKey, links),
  });
}
