import { useQuery } from '@tanstack/react-query';
import type { ImportReport, RepertoireSong, RepertoireSongBody } from '../../../../shared/repertoire';
import { api } from '../../../lib/api-client';

export type { ImportLine, ImportReport, RepertoireSong, RepertoireSongBody } from '../../../../shared/repertoire';

export const repertoireQueryKey = ['repertoire'] as const;
export const REPERTOIRE_CSV_URL = '/api/musicians/repertoire.csv';

export function useRepertoire() {
  return useQuery({
    queryKey: repertoireQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ songs: RepertoireSong[] }>('/api/musicians/repertoire', { signal })).songs,
  });
}

export async function addSong(song: RepertoireSongBody): Promise<RepertoireSong> {
  return (await api.post<{ song: RepertoireSong }>('/api/musicians/repertoire', song)).song;
}

export async function editSong(id: number, song: RepertoireSongBody): Promise<RepertoireSong> {
  return (await api.put<{ song: RepertoireSong }>(`/api/musicians/repertoire/${id}`, song)).song;
}

export async function setSongOpen(id: number, isOpen: boolean): Promise<RepertoireSong> {
  return (await api.put<{ song: RepertoireSong }>(`/api/musicians/repertoire/${id}/open`, { is_open: isOpen })).song;
}

export async function removeSong(id: number): Promise<void> {
  await api.delete(`/api/musicians/repertoire/${id}`);
}

/** A preview saves nothing; an import saves every good line and reports the rest. */
export function importCsv(csv: string, { save }: { save: boolean }): Promise<ImportReport> {
  return api.post<ImportReport>(`/api/musicians/repertoire/import${save ? '' : '/preview'}`, { csv });
}
