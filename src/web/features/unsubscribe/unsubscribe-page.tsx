import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { unsubscribeMessages as m } from '../../../shared/unsubscribe';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PageLayout } from '../../components/page-layout';
import { api, errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/use-document-meta';

/**
 * Opened from the link in a marketing e-mail, signed in or not. Opening it changes nothing; the
 * button does, so a mail scanner following the link unsubscribes no one.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => api.POST('/api/email/unsubscribe', { body: { token } }),
  });
  const done = unsubscribe.isSuccess;
  useDocumentMeta(done ? m.doneTitle : m.confirmTitle, m.confirmBody);
  return (
    <PageLayout width="narrow">
      <section className="flex flex-col items-center py-10 text-center" aria-labelledby="unsubscribe-title">
        <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
          <MailX aria-hidden="true" className="size-8" />
        </span>
        <h1 id="unsubscribe-title" className="text-balance text-3xl font-bold text-ink">
          {done ? m.doneTitle : m.confirmTitle}
        </h1>
        <p className="mt-3 max-w-md text-pretty text-ink-muted" aria-live="polite">
          {done ? m.doneBody : m.confirmBody}
        </p>
        <div className="mt-4 w-full max-w-md">
          <FormAlert message={unsubscribe.isError ? errorMessage(unsubscribe.error, m.failed, m.network) : null} />
        </div>
        {done ? (
          <ButtonLink to="/" variant="secondary" className="mt-8">
            Go to Home
          </ButtonLink>
        ) : (
          <Button
            className="mt-8"
            isLoading={unsubscribe.isPending}
            loadingText="Unsubscribing…"
            onClick={() => unsubscribe.mutate()}
          >
            {m.confirmButton}
          </Button>
        )}
      </section>
    </PageLayout>
  );
}
