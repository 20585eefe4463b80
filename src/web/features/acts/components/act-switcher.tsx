import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/use-toast';
import { webMessages } from '../../../../shared/web-messages';
import { useMyActs, useSwitchAct } from '../api/my-acts';
import { roleLabels, selectClasses } from './role-labels';

/**
 * The header's act switcher (docs/decisions/035): shown only to a person in more than one act. A
 * native select, so the keyboard, screen readers and a phone's own picker all work as they should.
 * The choice is this device's.
 */
export function ActSwitcher() {
  const acts = useMyActs();
  const switchAct = useSwitchAct();
  const toast = useToast();
  if (!acts.data || acts.data.acts.length < 2) return null;
  const { acts: mine, current_act_id: current } = acts.data;
  return (
    <div className="mt-3 max-w-sm">
      <label htmlFor="act-switcher" className="mb-1 block text-sm font-medium text-ink-muted">
        Working in
      </label>
      <select
        id="act-switcher"
        className={selectClasses}
        value={current ?? ''}
        disabled={switchAct.isPending}
        aria-describedby="act-switcher-hint"
        onChange={(event) => {
          const actId = Number(event.target.value);
          const name = mine.find((act) => act.id === actId)?.stage_name ?? '';
          switchAct.mutate(actId, {
            onSuccess: () => toast.show(`Now working in ${name}`, { tone: 'success' }),
            onError: (error) =>
              toast.show(errorMessage(error, 'Could not switch acts. Please try again.', webMessages.networkError), {
                tone: 'error',
              }),
          });
        }}
      >
        {mine.map((act) => (
          <option key={act.id} value={act.id}>
            {`${act.stage_name.trim() || 'Unnamed act'} (${roleLabels[act.role]})`}
          </option>
        ))}
      </select>
      <p id="act-switcher-hint" className="sr-only">
        Switches the act this device works in; the dashboard reloads for it.
      </p>
    </div>
  );
}
