import { MonitorPlay } from 'lucide-react';
import type { LiveSession } from '../../../../shared/live';
import { ToggleSwitch } from '../../../components/toggle-switch';

interface VenueScreenSettingsProps {
  session: LiveSession;
  qrCodeId: string | null;
  isBusy: boolean;
  onChange: (showsFans: boolean) => void;
}

/** The venue screen's link, and whether it shows fans' names and messages (off by default). */
export function VenueScreenSettings({ session, qrCodeId, isBusy, onChange }: VenueScreenSettingsProps) {
  return (
    <section aria-labelledby="venue-screen-title" className="rounded-card border border-line bg-surface p-3">
      <h3 id="venue-screen-title" className="flex items-center gap-2 font-bold text-ink">
        <MonitorPlay aria-hidden="true" className="size-5" />
        Venue screen
      </h3>
      {qrCodeId ? (
        <p className="mt-1 text-sm text-ink-muted">
          Open{' '}
          <a
            className="font-semibold text-accent-ink underline"
            href={`/screen/${encodeURIComponent(qrCodeId)}`}
            target="_blank"
            rel="noreferrer"
          >
            the venue screen
          </a>{' '}
          on a TV or projector: now playing, up next and your QR code.
        </p>
      ) : null}
      <div className="mt-2">
        <ToggleSwitch
          label="Show fans’ names and messages on the screen"
          isOn={session.screen_shows_fans === 1}
          disabled={isBusy}
          onChange={onChange}
        />
      </div>
    </section>
  );
}
