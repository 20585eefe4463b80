import { Pause } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { LiveSession } from '../../../../shared/live';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { BlockedPhonesList } from './blocked-phones-list';
import { FansBackSongs } from './fans-back-songs';
import { QueueControls } from './queue-controls';
import { RepertoireOnly } from './repertoire-only';
import { RequestLimit } from './request-limit';
import { VenueScreenSettings } from './venue-screen-settings';

interface ShowControlsSheetProps {
  isOpen: boolean;
  onClose: () => void;
  session: LiveSession;
  /** Every request of the show, declined ones too: what the request limit counts. */
  total: number;
  qrCodeId: string | null;
  pause: { onPause: () => void; onResume: () => void; isPausing: boolean; isResuming: boolean };
  screen: { isBusy: boolean; onChange: (showsFans: boolean) => void };
  queue: ComponentProps<typeof QueueControls>;
  blocked: ComponentProps<typeof BlockedPhonesList>;
  /** The night's settings (what fans see coming up, a setlist to start), beside the venue screen's. */
  night?: ReactNode;
  /** The show's settings need the show capability (decision 035); crew run the queue only. */
  mayRunShow?: boolean;
}

/** The show's controls, one tap from the queue in a sheet: taking requests, limits, the venue screen, the queue's view, blocked phones. */
export function ShowControlsSheet({
  isOpen,
  onClose,
  session,
  total,
  qrCodeId,
  pause,
  screen,
  queue,
  blocked,
  night,
  mayRunShow = true,
}: ShowControlsSheetProps) {
  return (
    <Modal isOpen={isOpen} title="Show controls" onClose={onClose}>
      <div className="grid gap-4">
        {session.status === 'active' ? (
          <Button
            variant="secondary"
            className="w-full"
            onClick={pause.onPause}
            isLoading={pause.isPausing}
            loadingText="Pausing…"
            icon={<Pause aria-hidden="true" className="size-5" />}
          >
            Pause requests
          </Button>
        ) : (
          <Button className="w-full" onClick={pause.onResume} isLoading={pause.isResuming} loadingText="Resuming…">
            Resume requests
          </Button>
        )}
        {mayRunShow ? (
          <>
            <RequestLimit key={session.max_requests ?? 'none'} session={session} total={total} />
            <RepertoireOnly session={session} />
            <FansBackSongs session={session} />
            <VenueScreenSettings
              session={session}
              qrCodeId={qrCodeId}
              isBusy={screen.isBusy}
              onChange={screen.onChange}
            />
          </>
        ) : null}
        {night}
        <QueueControls {...queue} />
        <BlockedPhonesList {...blocked} />
        <Button variant="secondary" className="w-full" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
