import { useState, type FormEvent } from 'react';
import type { LiveSession } from '../../../../shared/live';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { setRequestLimit } from '../api/show-controls';
import { useSessionChange } from '../api/use-session-change';

/**
 * How many requests this show takes at most. Fans past the cap are told the show has
 * all the requests it can take; removing the cap opens it again.
 */
export function RequestLimit({ session, total }: { session: LiveSession; total: number }) {
  const [value, setValue] = useState(session.max_requests === null ? '' : String(session.max_requests));
  const { run, error, setError, isSaving } = useSessionChange(
    (maxRequests: number | null) => setRequestLimit(session.id, maxRequests),
    'Failed to save the request limit',
  );

  const save = async (maxRequests: number | null) => {
    if (await run(maxRequests)) setValue(maxRequests === null ? '' : String(maxRequests));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value.trim());
    if (!value.trim() || !Number.isInteger(number) || number < 1 || number > 1000) {
      setError('Enter a number of requests from 1 to 1000, or remove the limit');
      return;
    }
    void save(number);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2 rounded-card border border-line bg-surface p-3">
      <p className="text-sm text-ink-muted">
        {session.max_requests === null
          ? 'No limit on requests for this show. A limit counts every request, declined ones too, like Total.'
          : `This show takes at most ${session.max_requests} requests (${total} so far, declined ones too, like Total).`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <TextField
            label="Request limit"
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" isLoading={isSaving} loadingText="Saving…">
          Set limit
        </Button>
        {session.max_requests !== null ? (
          <Button variant="ghost" disabled={isSaving} onClick={() => void save(null)}>
            Remove limit
          </Button>
        ) : null}
      </div>
      <FormAlert message={error} />
    </form>
  );
}
