import { Mail, UserRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import type { MusicianByQrResponse } from '../../artist/api/get-musician-by-qr';
import { ArtistUpcomingPerformances } from '../../artist/components/artist-upcoming-performances';
import { lazyRetry } from '../../../lib/retry-import';

const loadContactModal = () => import('../../artist/components/contact-artist-modal');
const ContactArtistModal = lazyRetry(() => loadContactModal().then((m) => ({ default: m.ContactArtistModal })));

/** Where to catch them: the next few gigs, enough for a phone screen. */
const NEXT_GIGS = 3;

/**
 * A fan scanned this musician's QR code while they are not live. The page leads with
 * that musician: when and where they play next (with the reminder bell), a way to message them
 * and their profile; other artists' live shows follow, apart. Loaded only in this case, so the
 * request page's first download does not carry it (its JavaScript budget).
 */
export default function ScannedArtistNotLive({ data }: { data: MusicianByQrResponse }) {
  const { musician } = data;
  const [isContactOpen, setIsContactOpen] = useState(false);
  const [hasOpenedContact, setHasOpenedContact] = useState(false);
  const name = musician.stage_name;

  return (
    <section
      aria-labelledby="scanned-artist-title"
      className="mt-6 grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <div>
        <h2 id="scanned-artist-title" className="wrap-anywhere text-xl font-bold text-ink">
          {name} is not live right now
        </h2>
        <p className="mt-1 text-pretty text-ink-muted">
          Catch them at a gig below and get a reminder on the day, or send them a message.
        </p>
      </div>
      <ArtistUpcomingPerformances qrCodeId={musician.qr_code_id} title={`${name}’s next gigs`} limit={NEXT_GIGS} />
      <div className={`grid gap-3 ${musician.allow_direct_messages ? 'sm:grid-cols-2' : ''}`}>
        {musician.allow_direct_messages ? (
          <Button
            variant="secondary"
            onPointerEnter={() => void loadContactModal()}
            onFocus={() => void loadContactModal()}
            onClick={() => {
              setHasOpenedContact(true);
              setIsContactOpen(true);
            }}
            icon={<Mail aria-hidden="true" className="size-5" />}
          >
            Send a message<span className="sr-only"> to {name}</span>
          </Button>
        ) : null}
        <ButtonLink
          to={`/artist/${encodeURIComponent(musician.qr_code_id)}`}
          variant="secondary"
          icon={<UserRound aria-hidden="true" className="size-5" />}
        >
          View profile<span className="sr-only"> of {name}</span>
        </ButtonLink>
      </div>
      {hasOpenedContact ? (
        <Suspense fallback={null}>
          <ContactArtistModal
            isOpen={isContactOpen}
            onClose={() => setIsContactOpen(false)}
            qrCodeId={musician.qr_code_id}
            stageName={name}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
