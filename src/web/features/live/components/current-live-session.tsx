import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Clock, ListMusic, MapPin, Music, PauseCircle, Play, Square } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { DetailRow } from '../../../components/detail-row';
import { LiveBadge } from '../../../components/live-badge';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatInstantTime } from '../../../lib/format';
import { activeSessionsQueryKey } from '../api/get-active-sessions';
import { currentLiveSessionQueryKey, type LiveSession } from '../api/get-current-live-session';
import { endLiveSession, sessionEndedMessage, useShowEndedSession } from '../api/end-live-session';
import { resumeLiveSession } from '../api/resume-live-session';
import { liveMessages } from '../../../../shared/live/live-messages';
import { EndSessionDialog } from './end-session-dialog';

/** The card while a session is open: venue, start time, the manager link, Resume and End. */
export function CurrentLiveSession({ session }: { session: LiveSession }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const showEndedSession = useShowEndedSession();
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const [isEnding, setIsEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const [isResuming, setIsResuming] = useState(false);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const isPaused = session.status === 'paused';

  const end = async () => {
    setIsEnding(true);
    setEndError(null);
    try {
      const stats = await endLiveSession(session.id);
      setIsConfirmingEnd(false);
      toast.show(sessionEndedMessage(stats), { tone: 'success' });
      showEndedSession(session.id);
    } catch (error) {
      setEndError(errorMessage(error, liveMessages.endFailed, liveMessages.networkError));
    } finally {
      setIsEnding(false);
    }
  };

  const resume = async () => {
    setIsResuming(true);
    setResumeError(null);
    try {
      queryClient.setQueryData(currentLiveSessionQueryKey, await resumeLiveSession(session.id));
      void queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey });
    } catch (error) {
      setResumeError(errorMessage(error, 'Failed to resume session', liveMessages.networkError));
    } finally {
      setIsResuming(false);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {isPaused ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-danger">
            <PauseCircle aria-hidden="true" className="size-3.5" />
            Paused
          </span>
        ) : (
          <LiveBadge />
        )}
        <p className="font-semibold text-ink">{isPaused ? 'Your session is paused' : 'You are live'}</p>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <DetailRow icon={MapPin} label="Venue">
          <span className="text-base font-semibold">{session.venue_name}</span>
          {session.location_address ? <span className="block text-ink-muted">{session.location_address}</span> : null}
        </DetailRow>
        <DetailRow icon={Music} label="Session">
          {session.session_name || liveMessages.defaultSessionName}
        </DetailRow>
        <DetailRow icon={Clock} label="Started">
          Started {formatInstantTime(session.started_at)}
        </DetailRow>
      </dl>
      {isPaused ? (
        <p className="mt-3 text-sm text-ink-muted">
          {session.paused_by === 'musician'
            ? 'You paused requests. Fans cannot send requests until you resume.'
            : 'An administrator paused this session. Fans cannot send requests until you resume it.'}
        </p>
      ) : null}
      {resumeError ? (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {resumeError}
        </p>
      ) : null}
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <ButtonLink
          to={`/live/${session.id}`}
          size="lg"
          className={isPaused ? '' : 'sm:col-span-2'}
          icon={<ListMusic aria-hidden="true" className="size-5" />}
        >
          Open Live Manager
        </ButtonLink>
        {isPaused ? (
          <Button
            size="lg"
            variant="secondary"
            onClick={() => void resume()}
            isLoading={isResuming}
            loadingText="Resuming…"
            icon={<Play aria-hidden="true" className="size-5" />}
          >
            Resume
          </Button>
        ) : null}
        <Button
          size="lg"
          variant="danger"
          className="sm:col-span-2"
          onClick={() => {
            setEndError(null);
            setIsConfirmingEnd(true);
          }}
          icon={<Square aria-hidden="true" className="size-4" />}
        >
          End Session
        </Button>
      </div>
      <EndSessionDialog
        isOpen={isConfirmingEnd}
        onCancel={() => setIsConfirmingEnd(false)}
        onConfirm={() => void end()}
        isEnding={isEnding}
        error={endError}
      />
    </div>
  );
}
