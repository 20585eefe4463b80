import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const playedListKey = ['musicians', 'played-list'] as const;
type PlayedListSetting = { publish_played_list: boolean };

/** Whether the act's artist page lists its latest played lists (decision 043; off by default). */
export function usePlayedListSetting() {
  return useQuery({
    queryKey: playedListKey,
    queryFn: ({ signal }): Promise<PlayedListSetting> => api.GET('/api/musicians/played-list', { signal }),
  });
}

/** A flip shows at once and is rolled back if the server refuses, as the other toggles do. */
export function useUpdatePlayedListSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayedListSetting): Promise<PlayedListSetting> =>
      api.PUT('/api/musicians/played-list', { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: playedListKey });
      const previous = queryClient.getQueryData<PlayedListSetting>(playedListKey);
      queryClient.setQueryData<PlayedListSetting>(playedListKey, body);
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(playedListKey, context.previous);
    },
  });
}
