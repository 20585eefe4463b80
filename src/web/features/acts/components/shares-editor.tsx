import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { webMessages } from '../../../../shared/web-messages';
import type { ActRoster } from '../../../../shared/acts';
import { useSaveShares } from '../api/save-shares';
import { BandSection } from './band-section';
import { bpsToPercent, formatShare, percentToBps, startingShares } from './share-percent';
import { roleLabels } from './role-labels';

type Member = ActRoster['members'][number];

/**
 * The leaders' shares editor: a percent per member (crew hold none), with the running total said
 * as it changes, and Save only once it adds up to exactly 100 %. The server checks again and its
 * `shares_must_total_100` refusal is shown as it words it.
 */
export function SharesEditor({ members }: { members: Member[] }) {
  const holders = members.filter((member) => member.role !== 'crew');
  const isProposed = holders.some((m) => m.proposed_share_bps !== null);
  const initial = () => {
    const start = startingShares(holders);
    return Object.fromEntries(holders.map((m) => [m.id, bpsToPercent(start[m.id] ?? 0)]));
  };
  const [typed, setTyped] = useState<Record<number, string>>(initial);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const save = useSaveShares({
    onSaved: () => toast.show('Shares saved: they apply to tips from now on', { tone: 'success' }),
  });
  const idPrefix = useId();
  const totalId = `${idPrefix}-total`;

  const parsed = holders.map((m) => ({ member: m, bps: percentToBps(typed[m.id] ?? '') }));
  const isReadable = parsed.every((entry) => entry.bps !== null);
  const total = parsed.reduce((sum, entry) => sum + (entry.bps ?? 0), 0);
  const isWhole = isReadable && total === 10_000;
  const isChanged = parsed.some((entry) => entry.bps !== (entry.member.share_bps ?? 0));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWhole || save.isPending) return;
    setError(null);
    const shares = members.map((m) => ({
      member_id: m.id,
      share_bps: m.role === 'crew' ? 0 : (parsed.find((entry) => entry.member.id === m.id)?.bps ?? 0),
    }));
    save.mutate(
      { shares },
      {
        onError: (caught) =>
          setError(errorMessage(caught, 'Could not save the shares. Please try again.', webMessages.networkError)),
      },
    );
  };

  const totalText = !isReadable
    ? 'Each share is a percent from 0 to 100, with at most two decimals.'
    : total === 10_000
      ? 'Adds up to 100 %.'
      : total < 10_000
        ? `Adds up to ${formatShare(total)}: ${formatShare(10_000 - total)} still to share out.`
        : `Adds up to ${formatShare(total)}: ${formatShare(total - 10_000)} too much.`;

  return (
    <BandSection
      title="Shares of the tips"
      description="Each tip’s net amount is split by these shares the moment it arrives. A change applies to tips from then on."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        {isProposed ? (
          <p className="rounded-control bg-surface-raised px-4 py-3 text-sm text-ink">
            Started from the shares proposed in the invitations, not saved yet: until you save, tips go by the saved
            shares shown beside each name.
          </p>
        ) : null}
        <ul className="space-y-3">
          {holders.map((member) => {
            const inputId = `${idPrefix}-${member.id}`;
            const isInvalid = percentToBps(typed[member.id] ?? '') === null;
            return (
              <li key={member.id} className="flex items-center justify-between gap-3">
                <label htmlFor={inputId} className="min-w-0 flex-1 wrap-anywhere text-ink">
                  <span className="font-medium">{member.name?.trim() || 'No name'}</span>{' '}
                  <span className="text-sm text-ink-muted">({roleLabels[member.role]})</span>
                  {isProposed ? (
                    <span className="block text-sm text-ink-muted">
                      Saved: {formatShare(member.share_bps ?? 0)}
                      {member.proposed_share_bps !== null ? ', proposed in the invitation' : ''}
                    </span>
                  ) : null}
                </label>
                <span className="flex shrink-0 items-center gap-1">
                  <input
                    id={inputId}
                    name={`share-${member.id}`}
                    inputMode="decimal"
                    autoComplete="off"
                    className="min-h-11 w-24 rounded-control border border-line-strong bg-surface-raised px-3 text-right text-base text-ink aria-invalid:border-danger"
                    value={typed[member.id] ?? ''}
                    aria-invalid={isInvalid || undefined}
                    aria-describedby={totalId}
                    onChange={(event) => setTyped((now) => ({ ...now, [member.id]: event.target.value }))}
                  />
                  <span aria-hidden="true" className="text-ink-muted">
                    %
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
        <p
          id={totalId}
          role="status"
          className="flex items-start gap-2 rounded-control bg-surface-raised px-4 py-3 text-sm font-medium text-ink"
        >
          {isWhole ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {totalText}
        </p>
        <FormAlert message={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!isWhole || !isChanged} isLoading={save.isPending} loadingText="Saving…">
            Save shares
          </Button>
          {isChanged ? (
            <Button type="button" variant="ghost" onClick={() => setTyped(initial())}>
              Undo changes
            </Button>
          ) : null}
        </div>
      </form>
    </BandSection>
  );
}
