import { ListOrdered, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { QUEUE_ORDERS, queueOrderLabels, type QueueOrder } from '../../../../shared/queue-order';
import { Button } from '../../../components/button';
import { ConnectionStatus, type QueueConnection } from './queue-controls';

interface StageBarProps {
  order: QueueOrder;
  isChangingOrder: boolean;
  onOrderChange: (order: QueueOrder) => void;
  onOpenControls: () => void;
  /** Shown on the Controls button while requests are paused, so a break is never forgotten. */
  isPaused: boolean;
  connection: QueueConnection;
}

/**
 * One compact row above the queue: the show's order (every device and the fans'
 * 'songs ahead' follow it) and the show's controls one tap away in a sheet, so the queue starts
 * in the first screen on a phone and on a laptop.
 */
export function StageBar(props: StageBarProps) {
  const { order, isChangingOrder, onOrderChange, onOpenControls, isPaused, connection } = props;
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="flex min-w-0 flex-1 items-center gap-2">
          <ListOrdered aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <span className="shrink-0 font-semibold text-ink max-sm:sr-only">Order</span>
          <select
            id={id}
            value={order}
            disabled={isChangingOrder}
            onChange={(event) => onOrderChange(event.target.value as QueueOrder)}
            className="min-h-11 min-w-0 flex-1 rounded-control border border-line-strong bg-surface px-3 text-base font-semibold text-ink sm:flex-none"
          >
            {QUEUE_ORDERS.map((value) => (
              <option key={value} value={value}>
                {queueOrderLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          onClick={onOpenControls}
          icon={<SlidersHorizontal aria-hidden="true" className="size-5" />}
        >
          Controls{isPaused ? <span className="text-danger"> · Paused</span> : null}
        </Button>
      </div>
      <ConnectionStatus connection={connection} />
    </div>
  );
}
