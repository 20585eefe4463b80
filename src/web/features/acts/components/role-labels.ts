import type { ActRoster } from '../../../../shared/acts';

type Role = ActRoster['me']['role'];

export const roleLabels: Record<Role, string> = { leader: 'Leader', member: 'Member', crew: 'Crew' };

/** What each role may do, in a line (docs/decisions/035's table), for the invite form and the roster. */
export const roleDescriptions: Record<Role, string> = {
  leader: 'Everything, including members, shares, pricing and the plan',
  member: 'Go live, run the queue, edit gigs, repertoire and the profile; a share of the tips',
  crew: 'Run the queue of a live show only: no money, no settings',
};

export const selectClasses =
  'block min-h-11 w-full rounded-control border border-line-strong bg-surface-raised px-3 text-base text-ink disabled:opacity-60';
