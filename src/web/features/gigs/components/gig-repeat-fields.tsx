import { useId } from 'react';
import { isCalendarDate } from '../../../../shared/gigs';
import { addDays, describeRepeat, gigFrequencies, type GigFrequency } from '../../../../shared/gigs/gig-series';
import { TextField } from '../../../components/text-field';
import type { GigFormValues } from '../gig-form';

const selectClasses =
  'block min-h-12 w-full rounded-control border border-line-strong bg-surface-raised px-3 text-base text-ink';

interface GigRepeatFieldsProps {
  values: GigFormValues;
  set: <K extends keyof GigFormValues>(field: K, value: GigFormValues[K]) => void;
  isInvalid: boolean;
  errorMessageId: string;
}

/**
 * A new gig's repetition (decision 048): how often, named from the chosen date ("Every Thursday",
 * "Monthly on the first Friday"), and when the series ends.
 */
export function GigRepeatFields({ values, set, isInvalid, errorMessageId }: GigRepeatFieldsProps) {
  const id = useId();
  const date = isCalendarDate(values.date) ? values.date : null;
  const invalid = {
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': isInvalid ? errorMessageId : undefined,
  };
  return (
    <div className="space-y-3 rounded-control border border-line p-3">
      <div>
        <label htmlFor={`${id}-repeat`} className="mb-1.5 block text-sm font-medium text-ink">
          Repeats
        </label>
        <select
          id={`${id}-repeat`}
          name="repeat"
          className={selectClasses}
          value={values.repeat}
          onChange={(event) => set('repeat', event.target.value as GigFormValues['repeat'])}
        >
          <option value="">Does not repeat</option>
          {gigFrequencies.map((frequency: GigFrequency) => (
            <option key={frequency} value={frequency} disabled={!date}>
              {date ? describeRepeat(frequency, date) : frequency}
            </option>
          ))}
        </select>
      </div>
      {values.repeat ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className={values.repeatEnd === 'horizon' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-ends`} className="mb-1.5 block text-sm font-medium text-ink">
              Ends
            </label>
            <select
              id={`${id}-ends`}
              name="repeat_end"
              className={selectClasses}
              value={values.repeatEnd}
              onChange={(event) => set('repeatEnd', event.target.value as GigFormValues['repeatEnd'])}
              {...invalid}
            >
              <option value="horizon">Never (a year ahead at a time)</option>
              <option value="on">On a date</option>
              <option value="after">After a number of dates</option>
            </select>
          </div>
          {values.repeatEnd === 'on' ? (
            <TextField
              label="Last date"
              name="repeat_until"
              type="date"
              min={date ? addDays(date, 1) : undefined}
              value={values.repeatUntil}
              onChange={(event) => set('repeatUntil', event.target.value)}
              isInvalid={isInvalid}
              errorMessageId={errorMessageId}
            />
          ) : null}
          {values.repeatEnd === 'after' ? (
            <TextField
              label="Number of dates"
              name="repeat_count"
              inputMode="numeric"
              value={values.repeatCount}
              onChange={(event) => set('repeatCount', event.target.value)}
              isInvalid={isInvalid}
              errorMessageId={errorMessageId}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Editing a date of a series: the change is for it alone, or for it and every date after it. */
export function GigScopeChoice({
  label,
  scope,
  onChange,
}: {
  label: string;
  scope: GigFormValues['scope'];
  onChange: (scope: GigFormValues['scope']) => void;
}) {
  const name = useId();
  return (
    <fieldset className="rounded-control border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      {(
        [
          ['this', 'This date only'],
          ['following', 'This and following dates'],
        ] as const
      ).map(([value, text]) => (
        <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
          <input
            type="radio"
            name={name}
            value={value}
            checked={scope === value}
            onChange={() => onChange(value)}
            className="size-5 accent-accent"
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}
