import { useId } from 'react';
import { inputClasses } from '../../../components/text-field';

export const DAY_MS = 86_400_000;
/** A day as the reports take it: YYYY-MM-DD in UTC, the server's calendar. */
export const ymd = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The From and To days of a report. An emptied field keeps the day it had, so the report never
 * asks for half a range; `min` and `max` bound both pickers.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
  min,
  max,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  min?: string;
  max?: string;
}) {
  const ids = { from: useId(), to: useId() };
  return (
    <>
      <div>
        <label htmlFor={ids.from} className="mb-1 block text-sm font-medium text-ink">
          From
        </label>
        <input
          id={ids.from}
          type="date"
          className={inputClasses}
          value={from}
          min={min}
          max={to}
          onChange={(event) => event.target.value && onChange({ from: event.target.value, to })}
        />
      </div>
      <div>
        <label htmlFor={ids.to} className="mb-1 block text-sm font-medium text-ink">
          To
        </label>
        <input
          id={ids.to}
          type="date"
          className={inputClasses}
          value={to}
          min={from}
          max={max}
          onChange={(event) => event.target.value && onChange({ from, to: event.target.value })}
        />
      </div>
    </>
  );
}
