import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { isValidElement, useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/button';
import { selectClasses } from '../../../components/text-field';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useConfirm, type Ask } from './admin-ui';

/** Below this width a row is a card: a back-office table is 60rem wide and a phone is 24. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export interface Column<T> {
  /** The header's text, and the label of the value in a phone's card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Given, the header sorts the rows by this value (empty values last, either way). */
  sortBy?: (row: T) => string | number | null;
  /** Amounts and dates never break inside ('£0.0 / 0'). */
  isNumeric?: boolean;
  className?: string;
  /** In a phone's card: the heading ('title') and, beside it, the row's state ('status'). */
  phone?: 'title' | 'status';
}

/** One button of a row's actions; `confirm` asks first (spec 2 §5: destructive actions ask). */
export interface RowAction {
  label: string;
  /** The accessible name, saying which row: 'Delete The Anchor'. */
  name: string;
  variant?: ButtonVariant;
  icon?: ReactNode;
  onClick?: () => void;
  confirm?: Ask;
}

/** A row's actions: buttons described here, or elements of their own (a link, a button with state). */
export type RowActions<T> = (row: T) => ReadonlyArray<RowAction | ReactElement | null | false>;

type Noun = readonly [one: string, many: string];

export type Paging =
  /** The table pages the rows it was given. */
  | { pageSize: number; noun: Noun }
  /** The server pages and counts: the table shows `page` and asks for another. */
  | { page: number; pageSize: number; total: number; noun: Noun; onPage: (page: number) => void }
  /** The server pages without a count: only whether there is more. */
  | {
      page: number;
      hasMore: boolean;
      labels: readonly [previous: string, next: string];
      onPage: (page: number) => void;
    };

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: ReadonlyArray<Column<T>>;
  /** The row's actions, in a last column that a phone shows at the foot of each card. */
  actions?: RowActions<T>;
  paging?: Paging;
  /** Rows after the data (a total), neither sorted nor paged. */
  footer?: ReactNode;
  /** A grid of figures reads across: on a phone it scrolls sideways in its frame instead of cards. */
  phoneLayout?: 'cards' | 'scroll';
}

interface Sort {
  column: number;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null, b: string | number | null): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

export function sortRows<T>(rows: readonly T[], by: (row: T) => string | number | null, direction: Sort['direction']) {
  const sign = direction === 'ascending' ? 1 : -1;
  // Empty values stay last in both directions: a missing date is not the oldest one.
  return [...rows].sort((a, b) => {
    const x = by(a);
    const y = by(b);
    if (x === null || x === '' || y === null || y === '') return compare(x, y);
    return sign * compare(x, y);
  });
}

/**
 * Every list of the back office: sortable columns, pages, each row's actions behind one
 * confirmation dialog, and a phone layout where each row is a card whose heading, status and
 * actions are in view without scrolling sideways. The table keeps its table semantics in both
 * layouts (explicit roles survive the cards' CSS), so a screen reader still reads headers and cells.
 */
export function DataTable<T>({
  caption,
  rows,
  rowKey,
  columns,
  actions,
  paging,
  footer,
  phoneLayout = 'cards',
}: DataTableProps<T>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const asCards = isPhone && phoneLayout === 'cards';
  const [sort, setSort] = useState<Sort | null>(null);
  const [ownPage, setOwnPage] = useState(1);
  const [dialog, ask] = useConfirm();

  const sorted = useMemo(() => {
    const by = sort ? columns[sort.column]?.sortBy : undefined;
    return sort && by ? sortRows(rows, by, sort.direction) : rows;
  }, [rows, columns, sort]);

  const pagesItself = paging !== undefined && !('page' in paging);
  const pageCount = pagesItself ? Math.max(1, Math.ceil(sorted.length / paging.pageSize)) : 1;
  const page = pagesItself ? Math.min(ownPage, pageCount) : 1;
  const shown = pagesItself ? sorted.slice((page - 1) * paging.pageSize, page * paging.pageSize) : sorted;

  const sortBy = (column: number, direction?: Sort['direction']) => {
    setSort((current) => ({
      column,
      direction:
        direction ?? (current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending'),
    }));
    setOwnPage(1);
  };

  const renderActions = (row: T) =>
    (actions?.(row) ?? []).flatMap((action, index) => {
      if (!action) return [];
      if (isValidElement(action)) return <span key={index}>{action}</span>;
      const { label, name, variant = 'secondary', icon, onClick, confirm } = action as RowAction;
      return (
        <Button
          key={label}
          size="compact"
          variant={variant}
          aria-label={name}
          icon={icon}
          onClick={() => (confirm ? ask(confirm) : onClick?.())}
        >
          {label}
        </Button>
      );
    });

  const hasStatus = columns.some((column) => column.phone === 'status');
  // Long unbroken text may break anywhere, or one e-mail would widen the whole table; a status is
  // a word or two, which must not break inside ('Rejecte d').
  const valueClass = (column: Column<T>) =>
    `${column.isNumeric ? 'whitespace-nowrap' : column.phone === 'status' ? 'break-words' : '[overflow-wrap:anywhere]'} ${column.className ?? ''}`;
  const cellClass = (column: Column<T>) => {
    if (!asCards) return `px-3 py-2 align-top ${valueClass(column)}`;
    if (column.phone === 'title')
      return `${valueClass(column)} row-start-1 font-semibold ${hasStatus ? 'col-start-1' : 'col-span-2'}`;
    if (column.phone === 'status') return `${valueClass(column)} col-start-2 row-start-1 max-w-40 text-right`;
    // A labelled line: the column's look (monospace, capitals) is the value's, not the label's.
    return 'col-span-2 flex gap-3';
  };

  // The explicit roles keep the table a table to a screen reader when the cards' CSS changes its
  // display; the header row is then read, not shown, and each value is labelled for the eye.
  const table = (
    <table role="table" className={asCards ? 'block w-full text-sm' : 'w-full min-w-[60rem] text-left text-sm'}>
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className={asCards ? 'sr-only' : 'bg-surface-raised text-ink-muted'}>
        <tr role="row">
          {columns.map((column, index) => {
            const direction = sort?.column === index ? sort.direction : undefined;
            const Arrow = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
            return (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                aria-sort={column.sortBy ? (direction ?? 'none') : undefined}
                className="whitespace-nowrap px-3 py-2 font-semibold"
              >
                {column.sortBy && !asCards ? (
                  <button
                    type="button"
                    className="-mx-1 inline-flex min-h-11 items-center gap-0.5 rounded-control px-1 font-semibold hover:text-ink"
                    onClick={() => sortBy(index)}
                  >
                    {column.header}
                    <Arrow aria-hidden="true" className={direction ? 'size-3.5 text-ink' : 'size-3.5 opacity-60'} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
          {actions ? (
            <th role="columnheader" scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
              Actions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup" className={asCards ? 'grid gap-3 text-ink' : 'divide-y divide-line text-ink'}>
        {shown.map((row) => (
          <tr
            key={rowKey(row)}
            role="row"
            data-layout={asCards ? 'card' : undefined}
            className={
              asCards
                ? 'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 rounded-control border border-line bg-surface p-3'
                : undefined
            }
          >
            {columns.map((column) => (
              <td key={column.header} role="cell" className={cellClass(column)}>
                {asCards && !column.phone ? (
                  <>
                    <span aria-hidden="true" className="w-28 shrink-0 font-normal normal-case text-ink-muted">
                      {column.header}
                    </span>
                    <span className={`min-w-0 flex-1 ${valueClass(column)}`}>{column.cell(row)}</span>
                  </>
                ) : (
                  column.cell(row)
                )}
              </td>
            ))}
            {actions ? <ActionsCell actions={renderActions(row)} asCard={asCards} /> : null}
          </tr>
        ))}
        {footer}
      </tbody>
    </table>
  );

  return (
    <>
      {asCards && rows.length > 1 ? <SortPicker columns={columns} sort={sort} onSort={sortBy} /> : null}
      {asCards ? (
        table
      ) : (
        // Focusable, so a keyboard can scroll a table that holds no button of its own.
        <div tabIndex={0} className="overflow-x-auto rounded-control border border-line">
          {table}
        </div>
      )}
      {paging === undefined ? null : 'page' in paging ? (
        'total' in paging ? (
          <Pager
            summary={`${paging.total} ${paging.total === 1 ? paging.noun[0] : paging.noun[1]} · page ${paging.page} of ${Math.max(1, Math.ceil(paging.total / paging.pageSize))}`}
            hasPrevious={paging.page > 1}
            hasNext={paging.page * paging.pageSize < paging.total}
            onPrevious={() => paging.onPage(paging.page - 1)}
            onNext={() => paging.onPage(paging.page + 1)}
          />
        ) : (
          <Pager
            labels={paging.labels}
            hasPrevious={paging.page > 1}
            hasNext={paging.hasMore}
            onPrevious={() => paging.onPage(paging.page - 1)}
            onNext={() => paging.onPage(paging.page + 1)}
          />
        )
      ) : pageCount > 1 ? (
        <Pager
          summary={`${rows.length} ${paging.noun[1]} · page ${page} of ${pageCount}`}
          hasPrevious={page > 1}
          hasNext={page < pageCount}
          onPrevious={() => setOwnPage(page - 1)}
          onNext={() => setOwnPage(page + 1)}
        />
      ) : null}
      {dialog}
    </>
  );
}

function ActionsCell({ actions, asCard }: { actions: ReactNode[]; asCard: boolean }) {
  // A card without actions ends with its values, not with an empty line under a rule.
  if (asCard && actions.length === 0) return <td role="cell" className="hidden" />;
  return (
    <td role="cell" className={asCard ? 'col-span-2 mt-1 border-t border-line pt-2' : 'px-3 py-2 align-top'}>
      {/* Wide enough for two buttons a line beside a table's many columns. */}
      <div className={`flex flex-wrap gap-2 ${asCard || actions.length < 2 ? '' : 'min-w-52'}`}>{actions}</div>
    </td>
  );
}

/** A phone has no header row to press: the order is chosen here instead. */
function SortPicker<T>({
  columns,
  sort,
  onSort,
}: {
  columns: ReadonlyArray<Column<T>>;
  sort: Sort | null;
  onSort: (column: number, direction: Sort['direction']) => void;
}) {
  const id = useId();
  const sortable = columns.flatMap((column, index) => (column.sortBy ? [{ column, index }] : []));
  if (sortable.length === 0) return null;
  return (
    <div className="mb-3 flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Sort by
      </label>
      <select
        id={id}
        className={`${selectClasses} min-w-0 flex-1`}
        value={sort ? `${sort.column}:${sort.direction}` : ''}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(':');
          if (column) onSort(Number(column), direction === 'descending' ? 'descending' : 'ascending');
        }}
      >
        <option value="">As listed</option>
        {sortable.flatMap(({ column, index }) => [
          <option key={`${index}:a`} value={`${index}:ascending`}>
            {column.header} (ascending)
          </option>,
          <option key={`${index}:d`} value={`${index}:descending`}>
            {column.header} (descending)
          </option>,
        ])}
      </select>
    </div>
  );
}

function Pager({
  summary,
  labels = ['Previous', 'Next'],
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  summary?: string;
  labels?: readonly [string, string];
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div
      className={`mt-3 flex items-center gap-2 text-sm text-ink-muted ${summary ? 'justify-between' : 'justify-end'}`}
    >
      {summary ? <span>{summary}</span> : null}
      <div className="flex gap-2">
        <Button size="compact" variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
          {labels[0]}
        </Button>
        <Button size="compact" variant="secondary" disabled={!hasNext} onClick={onNext}>
          {labels[1]}
        </Button>
      </div>
    </div>
  );
}
