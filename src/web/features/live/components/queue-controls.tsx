import { Eye, EyeOff, RefreshCw, Save, Sun } from 'lucide-react';
import { Button } from '../../../components/button';

export type QueueConnection = 'live' | 'polling' | 'off' | 'offline';

const connectionText: Record<QueueConnection, string> = {
  live: 'Live updates',
  polling: 'Refreshing every 3 s',
  off: 'Auto-refresh is off',
  offline: 'Connection lost, retrying…',
};

interface QueueControlsProps {
  /** The keep-screen-on toggle; null where the browser has no Wake Lock API. */
  wakeLock: { isWanted: boolean; isHeld: boolean; onToggle: () => void } | null;
  isAutoRefreshOn: boolean;
  onToggleAutoRefresh: () => void;
  isShowingDeclined: boolean;
  onToggleDeclined: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  onSave: () => void;
  isSaving: boolean;
}

const control = 'max-sm:px-2 max-sm:text-sm';

/**
 * How the list is being kept current: beside the queue, not in the controls' sheet, so the
 * musician sees at a glance whether new requests arrive by themselves.
 */
export function ConnectionStatus({ connection }: { connection: QueueConnection }) {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${
          connection === 'live' ? 'bg-success' : connection === 'offline' ? 'bg-danger-fill' : 'bg-line-strong'
        }`}
      />
      {connectionText[connection]}
    </p>
  );
}

/** Spec 2 "Live session manager" controls: auto-refresh, Show/Hide Declined, refresh now, Save Session. */
export function QueueControls(props: QueueControlsProps) {
  const { isAutoRefreshOn } = props;
  return (
    <div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="secondary"
          className={control}
          aria-pressed={isAutoRefreshOn}
          onClick={props.onToggleAutoRefresh}
        >
          Auto-refresh
          {/* A switch drawn in the button: the knob's side shows the state, aria-pressed tells it. */}
          <span
            aria-hidden="true"
            className={`ml-1 inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 p-0.5 transition-colors ${
              isAutoRefreshOn ? 'justify-end border-accent bg-accent' : 'justify-start border-line-strong bg-surface'
            }`}
          >
            <span className={`size-4 rounded-full ${isAutoRefreshOn ? 'bg-on-accent' : 'bg-line-strong'}`} />
          </span>
        </Button>
        <Button
          variant="secondary"
          className={control}
          onClick={props.onToggleDeclined}
          icon={
            props.isShowingDeclined ? (
              <EyeOff aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <Eye aria-hidden="true" className="size-5 shrink-0" />
            )
          }
        >
          {props.isShowingDeclined ? 'Hide Declined' : 'Show Declined'}
        </Button>
        <Button
          variant="secondary"
          className={control}
          onClick={props.onRefresh}
          isLoading={props.isRefreshing}
          loadingText="Refreshing…"
          icon={<RefreshCw aria-hidden="true" className="size-5 shrink-0" />}
        >
          Refresh now
        </Button>
        <Button
          variant="secondary"
          className={control}
          onClick={props.onSave}
          isLoading={props.isSaving}
          loadingText="Saving…"
          icon={<Save aria-hidden="true" className="size-5 shrink-0" />}
        >
          Save Session
        </Button>
        {props.wakeLock ? (
          <Button
            variant="secondary"
            className={control}
            aria-pressed={props.wakeLock.isWanted}
            onClick={props.wakeLock.onToggle}
            icon={<Sun aria-hidden="true" className="size-5 shrink-0" />}
          >
            Keep screen on
            <span aria-hidden="true" className="font-normal text-ink-muted">
              {props.wakeLock.isWanted ? (props.wakeLock.isHeld ? ': On' : ': Waiting') : ': Off'}
            </span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
