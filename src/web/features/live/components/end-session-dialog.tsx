import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

interface EndSessionDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  isEnding: boolean;
  error: string | null;
}

/** Ending is final (fans can no longer send requests), so it is confirmed first. */
export function EndSessionDialog({ isOpen, onCancel, onConfirm, isEnding, error }: EndSessionDialogProps) {
  return (
    <Modal isOpen={isOpen} title="End this live session?" onClose={onCancel}>
      <p className="text-ink-muted">
        Fans will no longer be able to send you requests. Your requests and tips stay in your account.
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {error}
        </p>
      ) : null}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Keep Playing
        </Button>
        <Button variant="danger" size="lg" onClick={onConfirm} isLoading={isEnding} loadingText="Ending…">
          End Session
        </Button>
      </div>
    </Modal>
  );
}
