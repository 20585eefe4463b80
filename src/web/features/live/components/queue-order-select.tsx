import { ListOrdered } from 'lucide-react';
import { useId } from 'react';
import { QUEUE_ORDERS, queueOrderLabels, type QueueOrder } from '../../../../shared/live/queue-order';

interface QueueOrderSelectProps {
  order: QueueOrder;
  isChangingOrder: boolean;
  onOrderChange: (order: QueueOrder) => void;
}

/** The show's order (every device and the fans' 'songs ahead' follow it), beside the list's title. */
export function QueueOrderSelect({ order, isChangingOrder, onOrderChange }: QueueOrderSelectProps) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-w-0 items-center gap-2">
      <ListOrdered aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      <span className="shrink-0 font-semibold text-ink max-lg:sr-only">Order</span>
      <select
        id={id}
        value={order}
        disabled={isChangingOrder}
        onChange={(event) => onOrderChange(event.target.value as QueueOrder)}
        className="min-h-11 w-full min-w-28 max-w-48 rounded-control border border-line-strong bg-surface px-2 text-base font-semibold text-ink"
      >
        {QUEUE_ORDERS.map((value) => (
          <option key={value} value={value}>
            {queueOrderLabels[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
