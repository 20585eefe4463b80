import { useQuery } from '@tanstack/react-query';
import type { SetlistCreateBody, SetlistSaveBody } from '../../../../shared/setlists/schemas';
import { api } from '../../../lib/api-client';

export type { Setlist, SetlistItem, SetlistSet, SetlistSummary } from '../../../../shared/setlists/schemas';

export const setlistsQueryKey = ['setlists'] as const;
export const setlistQueryKey = (id: number) => ['setlists', id] as const;

export function useSetlists() {
  return useQuery({
    queryKey: setlistsQueryKey,
    queryFn: async ({ signal }) => (await api.GET('/api/musicians/setlists', { signal })).setlists,
  });
}

export function useSetlist(id: number) {
  return useQuery({
    queryKey: setlistQueryKey(id),
    queryFn: async ({ signal }) => (await api.GET('/api/musicians/setlists/{id}', { path: { id }, signal })).setlist,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const fetchSetlist = async (id: number) =>
  (await api.GET('/api/musicians/setlists/{id}', { path: { id } })).setlist;

export const createSetlist = async (body: SetlistCreateBody) =>
  (await api.POST('/api/musicians/setlists', { body })).setlist;

export const saveSetlist = async (id: number, body: SetlistSaveBody) =>
  (await api.PUT('/api/musicians/setlists/{id}', { path: { id }, body })).setlist;

export const duplicateSetlist = async (id: number) =>
  (await api.POST('/api/musicians/setlists/{id}/duplicate', { path: { id } })).setlist;

export async function deleteSetlist(id: number): Promise<void> {
  await api.DELETE('/api/musicians/setlists/{id}', { path: { id } });
}

/** Plans the setlist for a gig, or (null) takes the gig's setlist off. */
export async function attachSetlist(gigId: number, setlistId: number | null): Promise<void> {
  await api.PUT('/api/sessions/schedule/{id}/setlist', { path: { id: gigId }, body: { setlist_id: setlistId } });
}
