import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, House, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { PageLayout } from '../../../components/page-layout';
import { Spinner } from '../../../components/spinner';
import { authQueryKey, useAuth } from '../../../lib/use-auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { completeGoogleSignIn } from './complete-google-sign-in';
import { readCallbackParams } from './read-callback-params';

/** Spec 2 §9: the dashboard opens 1 s after success; after an error the home page, 5 s later. */
export const SUCCESS_REDIRECT_MS = 1000;
export const ERROR_REDIRECT_MS = 5000;

type CallbackState = { status: 'processing' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * The return page of Google sign-in (spec 2 "Auth callback"): exchanges the code from its address
 * for a session, re-reads the user, then opens the dashboard; any failure says why and goes home.
 */
export function AuthCallbackPage() {
  useDocumentMeta('Signing In', 'Finishing your Google sign-in.');
  const { search } = useLocation();
  // Read once: the address is the input of a single-use exchange, not something to react to.
  const [params] = useState(() => readCallbackParams(search));
  const [outcome, setOutcome] = useState<CallbackState | null>(null);
  const state: CallbackState =
    params.kind === 'error' ? { status: 'error', message: params.message } : (outcome ?? { status: 'processing' });
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (params.kind !== 'code') return;
    let isCurrent = true;
    const refreshUser = async () => {
      // The session check this page started on load predates the cookie; drop it so the
      // re-read below asks the server again instead of sharing that answer.
      await queryClient.cancelQueries({ queryKey: authQueryKey });
      return refresh();
    };
    void completeGoogleSignIn(params, refreshUser).then((result) => {
      if (isCurrent) setOutcome(result.ok ? { status: 'success' } : { status: 'error', message: result.message });
    });
    return () => {
      isCurrent = false;
    };
  }, [params, refresh, queryClient]);

  useEffect(() => {
    if (state.status === 'processing') return;
    const [target, delay] = state.status === 'success' ? ['/dashboard', SUCCESS_REDIRECT_MS] : ['/', ERROR_REDIRECT_MS];
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <PageLayout width="narrow">
      <section
        aria-labelledby="auth-callback-title"
        className="mx-auto flex max-w-md flex-col items-center py-12 text-center"
      >
        {state.status === 'processing' ? (
          <>
            <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
              <Spinner className="size-8" />
            </span>
            <h1 id="auth-callback-title" className="text-balance text-3xl font-bold text-ink">
              Signing you in…
            </h1>
            <p role="status" className="mt-3 text-pretty text-ink-muted">
              Finishing your Google sign-in. This only takes a moment.
            </p>
          </>
        ) : state.status === 'success' ? (
          <>
            <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
            <h1 id="auth-callback-title" className="text-balance text-3xl font-bold text-ink">
              You&rsquo;re signed in
            </h1>
            <p role="status" className="mt-3 text-pretty text-ink-muted">
              Taking you to your dashboard…
            </p>
          </>
        ) : (
          <>
            <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
              <TriangleAlert aria-hidden="true" className="size-8" />
            </span>
            <h1 id="auth-callback-title" className="text-balance text-3xl font-bold text-ink">
              Google sign-in failed
            </h1>
            <p role="alert" className="mt-3 text-pretty font-medium text-danger">
              {state.message}
            </p>
            <p className="mt-3 text-pretty text-ink-muted">
              Taking you back to the home page in {ERROR_REDIRECT_MS / 1000} seconds.
            </p>
            <ButtonLink
              to="/"
              replace
              variant="secondary"
              className="mt-8"
              icon={<House aria-hidden="true" className="size-5" />}
            >
              Go to Home now
            </ButtonLink>
          </>
        )}
      </section>
    </PageLayout>
  );
}
