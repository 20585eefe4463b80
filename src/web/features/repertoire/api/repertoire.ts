import { useQuery } from '@tanstack/react-query';
import type { ImportReport, RepertoireSong, RepertoireSongBody } from '../../../../shared/repertoire';
import { api } from '../../../lib/api-client';

export type { ImportLine, ImportReport, RepertoireSong, RepertoireSongBody } from '../../../../shared/repertoire';

export const repertoireQueryKey = ['repertoire'] as const;
export const REPERTOIRE_CSV_URL = '/api/musicians/repertoire.csv';

export function useRepertoire() {
  return useQuery({
    queryKey: repertoireQueryKey,
    queryFn: async ({ signal }) => (await api.GET('/api/musicians/repertoire', { signal })).songs,
  });
}

export async function addSong(song: RepertoireSongBody): Promise<RepertoireSong> {
  return (await api.POST('/api/musicians/repertoire', { body: song })).song;
}

export async function editSong(id: number, song: RepertoireSongBody): Promise<RepertoireSong> {
  return (await api.PUT('/api/musicians/repertoire/{id}', { path: { id }, body: song })).song;
}

export async function setSongOpen(id: number, isOpen: boolean): Promise<RepertoireSong> {
  return (await api.PUT('/api/musicians/repertoire/{id}/open', { path: { id }, body: { is_open: isOpen } })).song;
}

export async function removeSong(id: number): Promise<void> {
  await api.DELETE('/api/musicians/repertoire/{id}', { path: { id } });
}

/** A preview saves nothing; an import saves every good line and reports the rest. */
export function importCsv(csv: string, { save }: { save: boolean }): Promise<ImportReport> {
  return api.POST(`/api/musicians/repertoire/import${save ? '' : '/preview'}`, { body: { csv } });
}
