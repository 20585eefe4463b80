import { ListEnd, Radio } from 'lucide-react';
import type { SongRequest } from '../../../../shared/live';
import type { NightItem } from '../../../../shared/live/night';
import { Modal } from '../../../components/modal';

interface SlotPickerProps {
  /** The request being slotted; null: the sheet is closed. */
  request: SongRequest | null;
  playing: NightItem | undefined;
  upcoming: readonly NightItem[];
  onClose: () => void;
  onSlot: (request: SongRequest, afterItemId: number) => void;
}

const option =
  'flex min-h-14 w-full items-center gap-3 rounded-control border border-line bg-surface-raised px-3 py-2 text-left hover:border-ink-muted';

/**
 * "Slot after…": where in the night a request goes, chosen from the songs still to come (the one
 * playing first). A sheet at the bottom of a phone, a dialog on a wide screen; each place is a big
 * button, so a thumb, Tab and Enter, or a screen reader all pick one the same way.
 */
export function SlotPicker({ request, playing, upcoming, onClose, onSlot }: SlotPickerProps) {
  const places = [...(playing ? [playing] : []), ...upcoming];
  return (
    <Modal isOpen={request !== null} title="Slot after…" onClose={onClose}>
      {request ? (
        <p className="-mt-2 mb-3 wrap-anywhere text-ink-muted">
          Where “<span className="font-semibold text-ink">{request.song_title}</span>” goes in the night:
        </p>
      ) : null}
      {request ? (
        <ul aria-label="Songs of the night still to come" className="grid max-h-[60dvh] gap-1.5 overflow-y-auto">
          {places.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={option}
                onClick={() => {
                  onSlot(request, item.id);
                  onClose();
                }}
              >
                {item.id === playing?.id ? (
                  <Radio aria-hidden="true" className="size-5 shrink-0 text-accent-ink" />
                ) : (
                  <ListEnd aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="sr-only">After </span>
                  <span className="block truncate font-bold text-ink">{item.title}</span>
                  <span className="block truncate text-sm text-ink-muted">
                    {item.id === playing?.id ? 'Playing now' : item.set_name}
                    {item.request_id !== null ? ' · Fan’s request' : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
