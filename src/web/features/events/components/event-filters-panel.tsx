import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { TextField } from '../../../components/text-field';
import { monthLabel } from '../../../../shared/dates';
import type { EventFilters } from '../filter-events';

interface EventFiltersPanelProps {
  id: string;
  months: readonly string[];
  filters: EventFilters;
  onChange: (next: EventFilters) => void;
}

// The kit's inputClasses dim :read-only fields, and CSS counts every <select> as read-only.
const selectClasses =
  'block min-h-12 w-full appearance-none rounded-control border border-line-strong bg-surface-raised pl-4 pr-12 ' +
  'text-base text-ink';

/** The month dropdown and location search of the future events page. */
export function EventFiltersPanel({ id, months, filters, onChange }: EventFiltersPanelProps) {
  const monthId = useId();
  // A shared link may name a month that has no events any more: keep it selectable so the
  // dropdown shows what is actually applied.
  const options = filters.month && !months.includes(filters.month) ? [...months, filters.month] : months;

  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5"
    >
      <div>
        <label htmlFor={monthId} className="mb-1.5 block text-sm font-medium text-ink">
          Month
        </label>
        <div className="relative">
          <select
            id={monthId}
            value={filters.month}
            onChange={(event) => onChange({ ...filters, month: event.target.value })}
            className={selectClasses}
          >
            <option value="">All Months</option>
            {options.map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          />
        </div>
      </div>
      <TextField
        label="Location"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Venue name or address"
        value={filters.location}
        onChange={(event) => onChange({ ...filters, location: event.target.value })}
      />
    </div>
  );
}
