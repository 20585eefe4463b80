import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { RequestStatus, SongRequest } from '../../../../shared/live';
import { useToast } from '../../../components/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { canTransition, liveMessages } from '../../../../shared/live/live-messages';
import { liveQueueQueryKey, mergeRequest, type LiveQueue } from './get-live-queue';
import { updateRequestStatus, updateRequestStatuses } from './update-request-status';
import { bulkOutcomeMessage } from '../bulk-outcome';

/**
 * Status changes from the manager (spec 2 §4), one request or several at once (one action for the
 * server, so Undo takes all of it back). Only allowed transitions are sent; the server's answer
 * goes straight into the queue, and a failure shows the server's words or 'Failed to update
 * request' (spec 2 §8).
 */
export function useRequestActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

  const changeStatus = useCallback(
    async (requests: readonly SongRequest[], status: RequestStatus) => {
      const setBusy = (ids: number[], isBusy: boolean) =>
        setBusyIds((current) => {
          const next = new Set(current);
          for (const id of ids) {
            if (isBusy) next.add(id);
            else next.delete(id);
          }
          return next;
        });

      const eligible = requests.filter((request) => canTransition(request.status, status));
      const skipped = requests.filter((request) => !canTransition(request.status, status));
      const outcome = bulkOutcomeMessage(status, eligible.length, skipped);
      if (eligible.length === 0) {
        if (outcome) toast.show(outcome);
        return;
      }
      const ids = eligible.map((request) => request.id);
      setBusy(ids, true);
      let firstError: unknown;
      try {
        const changed =
          eligible.length === 1
            ? [await updateRequestStatus(eligible[0]!.id, status)]
            : await updateRequestStatuses(eligible[0]!.session_id, ids, status);
        for (const request of changed) {
          queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => mergeRequest(queue, request));
        }
      } catch (error) {
        firstError = error;
      } finally {
        setBusy(ids, false);
      }
      if (firstError === undefined && outcome) toast.show(outcome);
      if (firstError !== undefined) {
        toast.show(errorMessage(firstError, liveMessages.updateFailed, liveMessages.networkError), { tone: 'error' });
        // 409: the request changed elsewhere; show its real status.
        if (firstError instanceof ApiError && firstError.status === 409) {
          void queryClient.invalidateQueries({ queryKey: liveQueueQueryKey });
        }
      }
    },
    [queryClient, toast],
  );

  return { changeStatus, busyIds };
}
