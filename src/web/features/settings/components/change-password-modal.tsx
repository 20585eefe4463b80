import { CircleCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ChangePasswordForm } from './change-password-form';

const SUCCESS_DISPLAY_MS = 1500;

/** Spec 2 "Change Password modal": the form, then "Password changed successfully" for a moment. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [isDone, setIsDone] = useState(false);

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(close, SUCCESS_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDone]);

  return (
    <Modal isOpen title="Change Password" onClose={onClose}>
      {isDone ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-control bg-success-soft px-4 py-3 font-semibold text-success"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          Password changed successfully
        </p>
      ) : (
        <ChangePasswordForm
          onChanged={() => setIsDone(true)}
          cancel={
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      )}
    </Modal>
  );
}
