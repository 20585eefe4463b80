import type { RequestStatus, SongRequest } from '../../../shared/live';
import { plural } from '../../lib/plural';

const verbs: Partial<Record<RequestStatus, string>> = { accepted: 'Accepted', declined: 'Declined', played: 'Marked' };

/**
 * What a bulk action did and what it left alone, in words ('Decline All' leaves accepted rows:
 * it says so rather than seeming to miss them). Null when nothing was skipped: the list itself shows the change.
 */
export function bulkOutcomeMessage(
  status: RequestStatus,
  changed: number,
  skipped: readonly SongRequest[],
): string | null {
  if (skipped.length === 0) return null;
  const byStatus = new Map<RequestStatus, number>();
  for (const request of skipped) byStatus.set(request.status, (byStatus.get(request.status) ?? 0) + 1);
  const reasons = [...byStatus].map(([from, count]) => `${count} already ${from}`).join(', ');
  const skippedText = `${plural(skipped.length, 'request')} skipped (${reasons})`;
  if (changed === 0) return `Nothing changed: ${skippedText}.`;
  return `${verbs[status] ?? 'Updated'} ${plural(changed, 'request')}; ${skippedText}.`;
}
