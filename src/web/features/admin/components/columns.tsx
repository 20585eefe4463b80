import { formatPence } from '../../../../shared/money';
import type { Column } from './data-table';

/** A musician, the card's heading on a phone: stage name over e-mail, sorted by name. */
export function musicianColumn<T>(name: (row: T) => string, email: (row: T) => string): Column<T> {
  return {
    header: 'Musician',
    cell: (row) => (
      <>
        <span className="font-semibold">{name(row)}</span>
        <br />
        <span className="font-normal text-ink-muted">{email(row)}</span>
      </>
    ),
    sortBy: name,
    phone: 'title',
  };
}

/** An amount in pence, shown in pounds and sorted by its value. */
export function penceColumn<T>(header: string, amount: (row: T) => number): Column<T> {
  return { header, cell: (row) => formatPence(amount(row)), sortBy: amount, isNumeric: true };
}
