import { useDeferredValue, useState } from 'react';
import { TIPS_PAGE_SIZE, type AdminTip } from '../../../../shared/admin/tips';
import { formatPence, parsePoundsToPence } from '../../../../shared/money';
import { TextField } from '../../../components/text-field';
import { useTips, type TipsFilters } from '../api/admin-api';
import { dateTime, Loaded, Panel } from './admin-ui';
import { musicianColumn, penceColumn } from './columns';
import { DataTable, type Column } from './data-table';
import { SearchField } from './filters';
import { RefundTipModal } from './refund-tip-modal';

// On a phone the musician heads the card (musicianColumn) and the status sits beside it.
const columns: ReadonlyArray<Column<AdminTip>> = [
  {
    header: 'Date',
    cell: (tip) => dateTime(tip.created_at),
    sortBy: (tip) => tip.created_at,
    isNumeric: true,
  },
  musicianColumn(
    (tip) => tip.stage_name,
    (tip) => tip.musician_email ?? 'Account deleted',
  ),
  { ...penceColumn('Amount', (tip) => tip.amount), className: 'font-semibold' },
  penceColumn('Refunded', (tip) => tip.refunded),
  {
    header: 'Status',
    cell: (tip) => (tip.refunded === 0 ? 'Paid' : tip.refunded < tip.amount ? 'Part refunded' : 'Refunded'),
    sortBy: (tip) => tip.refunded / tip.amount,
    phone: 'status',
  },
  { header: 'Fan', cell: (tip) => tip.fan_name ?? '—', sortBy: (tip) => tip.fan_name },
  {
    header: 'Reference',
    cell: (tip) => (
      <>
        <span className="font-mono text-sm [overflow-wrap:anywhere]">{tip.reference ?? '—'}</span>
        {tip.provider_payment_id ? (
          <>
            <br />
            <span className="font-mono text-xs text-ink-muted [overflow-wrap:anywhere]">{tip.provider_payment_id}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    header: 'Receipt sent to',
    cell: (tip) => tip.receipt_email ?? '—',
    sortBy: (tip) => tip.receipt_email,
    className: '[overflow-wrap:anywhere]',
  },
];

/** '' is no bound; anything else must read as pounds. */
const amountBound = (typed: string): number | undefined | null =>
  typed.trim() === '' ? undefined : parsePoundsToPence(typed);

const AMOUNT_ERROR = 'Enter an amount in pounds, like 5 or 12.50';

/**
 * Every tip of the platform, for support answering a fan's "please refund me": searched by days,
 * amount, musician, the receipt's reference and the receipt's address (all optional, combined),
 * 25 a page, newest first. Refund is the user page's, with its dialog.
 */
export function TipsTab() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [musician, setMusician] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminTip | null>(null);

  const minPence = amountBound(min);
  const maxPence = amountBound(max);
  const filters: TipsFilters = {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(typeof minPence === 'number' ? { amount_min: minPence } : {}),
    ...(typeof maxPence === 'number' ? { amount_max: maxPence } : {}),
    musician: musician.trim(),
    reference: reference.trim(),
    receipt: receipt.trim(),
    page,
  };
  const tips = useTips(useDeferredValue(filters));
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <Panel title="Tips">
      <form
        role="search"
        aria-label="Search tips"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => edit(setFrom)(event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => edit(setTo)(event.target.value)}
        />
        <TextField
          label="Amount from (£)"
          inputMode="decimal"
          value={min}
          error={minPence === null ? AMOUNT_ERROR : undefined}
          onChange={(event) => edit(setMin)(event.target.value)}
        />
        <TextField
          label="Amount to (£)"
          inputMode="decimal"
          value={max}
          error={maxPence === null ? AMOUNT_ERROR : undefined}
          onChange={(event) => edit(setMax)(event.target.value)}
        />
        <SearchField
          label="Musician"
          placeholder="Stage name or e-mail"
          value={musician}
          onChange={edit(setMusician)}
        />
        <SearchField
          label="Reference"
          placeholder="From the receipt, or the payment id"
          value={reference}
          onChange={edit(setReference)}
        />
        <SearchField
          label="Receipt address"
          placeholder="The fan’s e-mail"
          value={receipt}
          onChange={edit(setReceipt)}
        />
      </form>
      <Loaded query={tips} empty="No tips match." isEmpty={(d) => d.tips.length === 0}>
        {(d) => (
          <DataTable
            caption="Tips"
            rows={d.tips}
            rowKey={(tip) => tip.id}
            columns={columns}
            paging={{ page, pageSize: TIPS_PAGE_SIZE, total: d.total, noun: ['tip', 'tips'], onPage: setPage }}
            actions={(tip) => [
              tip.refunded < tip.amount && {
                label: 'Refund',
                name: `Refund the ${formatPence(tip.amount)} tip to ${tip.stage_name} from ${dateTime(tip.created_at)}`,
                variant: 'danger',
                onClick: () => setRefunding(tip),
              },
            ]}
          />
        )}
      </Loaded>
      {refunding ? <RefundTipModal tip={refunding} onClose={() => setRefunding(null)} /> : null}
    </Panel>
  );
}
