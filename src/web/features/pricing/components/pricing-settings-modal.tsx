import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Pricing } from '../../../../shared/pricing';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { useSavePricing } from '../api/pricing';
import { checkNewTip, checkPricing, pricingFormValues } from '../pricing-form';

/** Spec 2 'Pricing Settings modal': the button reads 'Saved!' and the modal closes after 1.5 s. */
const CLOSE_AFTER_SAVE_MS = 1500;

export function PricingSettingsModal({ pricing, onClose }: { pricing: Pricing; onClose: () => void }) {
  const form = useForm(() => pricingFormValues(pricing), checkPricing);
  const { values, setField } = form;
  const save = useSavePricing();
  const [saved, setSaved] = useState(false);
  const chipsLabel = useId();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const addTip = () => {
    const result = checkNewTip(values.tips, values.newTip);
    if (!result.ok) {
      form.fail(result.message, 'newTip');
      return;
    }
    form.setValues({ ...values, tips: [...values.tips, result.chip], newTip: '' });
    form.clearMessage();
  };

  const onTipKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTip();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || saved) return;
    const body = form.check();
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (caught) =>
        form.fail(errorMessage(caught, 'Failed to save pricing settings', 'Network error. Please try again.')),
    });
  };

  return (
    <Modal isOpen title="Pricing Settings" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <ToggleSwitch
          label="Custom pricing"
          description="Charge fans for each request. Off: requests are free and tips optional."
          isOn={values.enabled}
          onChange={(isOn) => setField('enabled', isOn)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Standard Request Price (£)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.standard}
            onChange={(event) => setField('standard', event.target.value)}
            isInvalid={form.invalidField === 'standard'}
            errorMessageId={form.messageId}
          />
          <TextField
            label="Premium Request Price (£)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.premium}
            onChange={(event) => setField('premium', event.target.value)}
            isInvalid={form.invalidField === 'premium'}
            errorMessageId={form.messageId}
          />
        </div>

        <div role="group" aria-labelledby={chipsLabel}>
          <p id={chipsLabel} className="mb-1.5 text-sm font-medium text-ink">
            Suggested tip amounts
          </p>
          {values.tips.length === 0 ? (
            <p className="mb-2 text-sm text-ink-muted">No suggested tips: fans type their own amount.</p>
          ) : (
            <ul className="mb-3 flex flex-wrap gap-2">
              {values.tips.map((chip) => (
                <li key={chip}>
                  <span className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line-strong bg-surface-raised pl-3.5 pr-1 text-sm font-semibold text-ink">
                    {chip}
                    <button
                      type="button"
                      aria-label={`Remove ${chip}`}
                      onClick={() =>
                        setField(
                          'tips',
                          values.tips.filter((tip) => tip !== chip),
                        )
                      }
                      className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label="Add a tip amount"
              placeholder="£15"
              inputMode="decimal"
              maxLength={200}
              value={values.newTip}
              onChange={(event) => setField('newTip', event.target.value)}
              onKeyDown={onTipKey}
              isInvalid={form.invalidField === 'newTip'}
              errorMessageId={form.messageId}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={addTip}
              icon={<Plus aria-hidden="true" className="size-5" />}
            >
              Add
            </Button>
          </div>
        </div>

        <FormAlert id={form.messageId} message={form.message} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            {saved ? 'Saved!' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
