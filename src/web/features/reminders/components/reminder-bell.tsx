import { Bell, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PublicGig } from '../../../../shared/live/public';
import { useToast } from '../../../components/use-toast';
import { formatGigDate } from '../../../lib/format-date';
import { followGigChanges, startReminders, turnOffReminder, turnOnReminder, useHasReminder } from '../reminders';

/** Spec 1 §9: the reminder confirmation toast lasts 5 s. */
const CONFIRMATION_TOAST_MS = 5000;

/**
 * The remind-me bell of a gig card: a toggle button (aria-pressed) whose name says which gig.
 * Its look changes with the state in shape (bell / ringing bell, outline / filled), not only colour.
 */
export function ReminderBell({ gig, className = '' }: { gig: PublicGig; className?: string }) {
  const isOn = useHasReminder(gig.id);
  const [isBusy, setIsBusy] = useState(false);
  const toast = useToast();

  useEffect(() => startReminders(), []);
  useEffect(() => {
    if (isOn) followGigChanges(gig);
  }, [isOn, gig]);

  const onClick = async () => {
    if (isBusy) return;
    if (isOn) {
      toast.show(turnOffReminder(gig).message, { tone: 'info', duration: CONFIRMATION_TOAST_MS });
      return;
    }
    setIsBusy(true);
    try {
      const outcome = await turnOnReminder(gig);
      toast.show(outcome.message, { tone: outcome.ok ? 'success' : 'error', duration: CONFIRMATION_TOAST_MS });
    } finally {
      setIsBusy(false);
    }
  };

  const Icon = isOn ? BellRing : Bell;
  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-busy={isBusy || undefined}
      aria-label={`Remind me about ${gig.stage_name} at ${gig.venue_name} on ${formatGigDate(gig.scheduled_date)}`}
      title={isOn ? 'Reminder set: tap to remove it' : 'Remind me 30 minutes before'}
      onClick={() => void onClick()}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors ${
        isOn
          ? 'border-accent bg-accent text-on-accent hover:bg-accent-hover'
          : 'border-line-strong bg-surface-raised text-ink hover:border-ink-muted'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="size-5" fill={isOn ? 'currentColor' : 'none'} />
    </button>
  );
}
