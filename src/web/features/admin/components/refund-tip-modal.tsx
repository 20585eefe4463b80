import { useState, type FormEvent } from 'react';
import { formatPence, parsePoundsToPence } from '../../../../shared/money';
import { refundMessages } from '../../../../shared/earnings/refunds';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useAdminAction } from '../api/admin-api';
import { NETWORK } from './admin-ui';

interface RefundableTip {
  id: number;
  amount: number;
  refunded: number;
}

/**
 * "Refund tip": the money goes back to the fan at once and cannot be taken back, so the
 * dialog says how much and asks for the reason (kept with the refund and in the audit log). An
 * empty amount refunds all that is left.
 */
export function RefundTipModal({ tip, onClose }: { tip: RefundableTip; onClose: () => void }) {
  const left = tip.amount - tip.refunded;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const refund = useAdminAction((body: { amount?: number; reason: string }) =>
    api.POST('/api/admin/tips/{id}/refund', { path: { id: tip.id }, body }),
  );

  const pence = amount.trim() === '' ? left : parsePoundsToPence(amount.trim());
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refund.isPending) return;
    if (pence === null || pence <= 0) return setFailure(refundMessages.invalidAmount);
    if (reason.trim() === '') return setFailure(refundMessages.reasonRequired);
    refund.mutate(
      { ...(amount.trim() === '' ? {} : { amount: pence }), reason: reason.trim() },
      {
        onSuccess: (result) => {
          toast.show(result.message, { tone: 'success' });
          onClose();
        },
        onError: (caught) => setFailure(errorMessage(caught, 'Failed to refund the tip', NETWORK)),
      },
    );
  };

  return (
    <Modal isOpen title="Refund tip" onClose={refund.isPending ? () => undefined : onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-pretty text-ink">
          Refund this {formatPence(tip.amount)} tip to the fan? {formatPence(left)} of it is left to refund. The money
          goes back at once; the musician’s share and the platform’s fee are reversed in proportion. This cannot be
          undone.
        </p>
        <TextField
          label="Amount (£)"
          name="amount"
          inputMode="decimal"
          placeholder={(left / 100).toFixed(2)}
          hint="Leave empty to refund all that is left."
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setFailure(null);
          }}
        />
        <TextField
          label="Reason"
          name="reason"
          hint="Kept with the refund and in the audit log."
          value={reason}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
            setFailure(null);
          }}
        />
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={refund.isPending} loadingText="Refunding…">
            {`Refund ${pence !== null && pence > 0 ? formatPence(pence) : ''}`.trim()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
