import { Download } from 'lucide-react';
import { dataExportMessages, type DataExportStatus } from '../../../../shared/data-export';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TryAgainButton } from '../../../components/load-failed';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/format-date';
import { formatInstantTime } from '../../../lib/format';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { SettingsSection } from './settings-section';
import { useStepUpGate } from './step-up-dialog';

const moment = (iso: string) => `${formatDayMonthYear(iso)}, ${formatInstantTime(iso)}`;

/** What the latest export is doing, in one sentence. */
function stateText(status: DataExportStatus): string | null {
  const by = status.requested_by_admin ? ' (started by a Stagecall administrator)' : '';
  switch (status.state) {
    case 'none':
      return null;
    case 'preparing':
      return `Your data is being prepared${by}. We will e-mail you a link when it is ready; this usually takes a minute or two.`;
    case 'ready':
      return `Ready${by}: check your e-mail for the download link. It works once, until ${moment(status.expires_at ?? '')}.`;
    case 'downloaded':
      return `Downloaded on ${moment(status.downloaded_at ?? '')}. The link is used up.`;
    case 'expired':
      return 'The last download link expired before it was used.';
    case 'failed':
      return 'The last export could not be made. Please ask for a new one.';
  }
}

/**
 * Settings → Account, "Download my data" (docs/decisions/044-data-export.md): ask for a ZIP of
 * everything the account holds, sent as a one-time link by e-mail. Asking needs a fresh step-up
 * (the second factor where one is set up); one a day.
 */
export function DataExportSection() {
  const status = useDataExport();
  const request = useRequestDataExport();
  const stepUp = useStepUpGate();
  const ask = () => request.mutate(undefined, { onError: (caught) => stepUp.whenRequired(caught, ask) });
  const data = status.data;
  const waitUntil = data && !data.can_request ? data.next_allowed_at : null;
  const error =
    request.isError && !stepUp.isStepUpError(request.error)
      ? errorMessage(request.error, dataExportMessages.requestFailed, webMessages.networkError)
      : null;

  return (
    <SettingsSection
      title="Download my data"
      description="A ZIP file of everything Stagecall holds about you: your account, your acts’ profiles, gigs, shows and requests, messages, repertoire, money (tips, balance movements, payouts, plan payments), sign-in devices and security log, with a README saying what each file is. Other people’s e-mail addresses and your passwords and codes are never in it."
    >
      {stepUp.dialog}
      <div className="grid gap-3">
        {status.isPending ? (
          <Skeleton className="h-5 w-64" />
        ) : status.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-ink-muted">Could not load the state of your export.</p>
            <TryAgainButton query={status} size="compact" />
          </div>
        ) : data && stateText(data) ? (
          <p role="status" className="text-pretty text-sm text-ink">
            {stateText(data)}
          </p>
        ) : null}
        <FormAlert message={error} />
        <div>
          <Button
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-5" />}
            onClick={ask}
            isLoading={request.isPending}
            loadingText="Asking…"
            disabled={status.isPending || data?.state === 'preparing' || waitUntil !== null}
          >
            Download my data
          </Button>
        </div>
        {waitUntil && data?.state !== 'preparing' ? (
          <p className="text-sm text-ink-muted">
            One export a day: you can ask for the next after {moment(waitUntil)}.
          </p>
        ) : null}
      </div>
    </SettingsSection>
  );
}
