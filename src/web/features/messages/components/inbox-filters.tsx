import { inboxFilters, type InboxCounts, type InboxFilter } from '../inbox-filter';

interface InboxFiltersProps {
  filter: InboxFilter;
  counts: InboxCounts;
  onChange: (filter: InboxFilter) => void;
}

/** Spec 1: All, Unread, Starred, Archived, each with its count. */
export function InboxFilters({ filter, counts, onChange }: InboxFiltersProps) {
  return (
    <div
      role="group"
      aria-label="Show messages"
      className="grid grid-cols-4 gap-1 rounded-control bg-surface-raised p-1"
    >
      {inboxFilters.map(({ value, label }) => {
        const isOn = value === filter;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isOn}
            onClick={() => onChange(value)}
            className={`inline-flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-control px-1 text-sm font-semibold sm:flex-row sm:gap-2 ${
              isOn ? 'bg-surface text-ink shadow-raised' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {label}
            <span
              className={`min-w-6 rounded-full px-1.5 text-xs font-bold ${
                isOn ? 'bg-accent text-on-accent' : 'bg-surface text-ink-muted'
              }`}
            >
              {counts[value]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
