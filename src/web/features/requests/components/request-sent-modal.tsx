import { AtSign, CircleCheck } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { hasHandle, instagramUrl } from '../../../lib/external-links';
import type { ActiveSession } from '../../live/api/get-active-sessions';
import { requestText } from '../request-messages';
import { Suspense } from 'react';
import { lazyRetry } from '../../../lib/retry-import';

// Loaded from here, not listed with the modal: the request page's first download names no chunk of it.
const FollowByEmail = lazyRetry(() => import('../../followers/components/follow-by-email'));

interface RequestSentModalProps {
  sent: { show: ActiveSession; songTitle: string } | null;
  onFollow: () => void;
  onSkip: () => void;
}

/** Spec 1 "Fan request page": after sending, an optional follow by e-mail or on the artist's social profile. */
export function RequestSentModal({ sent, onFollow, onSkip }: RequestSentModalProps) {
  const handle = sent?.show.instagram_handle;
  return (
    <Modal isOpen={sent !== null} title={requestText.requestSent} onClose={onSkip}>
      {sent ? (
        <div className="text-center">
          <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck aria-hidden="true" className="size-9" />
          </span>
          <p className="mt-4 line-clamp-4 text-pretty text-lg text-ink">
            <span className="font-semibold">{sent.show.stage_name}</span> has your request for{' '}
            <span className="font-semibold">“{sent.songTitle}”</span>.
          </p>
          <div className="mt-4">
            <Suspense fallback={null}>
              <FollowByEmail qrCodeId={sent.show.qr_code_id} stageName={sent.show.stage_name} />
            </Suspense>
          </div>
          {hasHandle(handle) ? (
            <>
              <p className="mt-2 line-clamp-3 text-pretty text-ink-muted">
                Enjoying the show? Follow {sent.show.stage_name} to hear about their next gigs.
              </p>
              <div className="mt-6 grid gap-3">
                {/* A real link, so the profile opens in a new window without a popup blocker in the way. */}
                <a
                  href={instagramUrl(handle)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onFollow}
                  className={buttonClasses('primary', 'lg', 'w-full')}
                >
                  <AtSign aria-hidden="true" className="size-5" />
                  Follow on Instagram
                  <span className="sr-only"> (opens in a new window)</span>
                </a>
                <Button variant="secondary" size="lg" className="w-full" onClick={onSkip}>
                  No thanks
                </Button>
              </div>
            </>
          ) : (
            <Button size="lg" className="mt-6 w-full" onClick={onSkip}>
              Done
            </Button>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
