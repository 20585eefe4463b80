import { CircleX, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLayout } from '../../components/page-layout';
import { PageSpinner } from '../../components/spinner';
import { useToast } from '../../components/use-toast';
import { errorMessage } from '../../lib/api-client';
import { apiErrorCode } from '../../lib/api-error-code';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { actMessages } from '../../../shared/acts';
import { webMessages } from '../../../shared/web-messages';
import { AuthForm } from '../auth/components/auth-form';
import { useAcceptInvitation } from './api/accept-invitation';

/**
 * An invitation link (/join/:token, docs/decisions/035). Signed in, the person accepts and lands
 * in the act; signed out, they sign in or sign up here and come back to this page. The page knows
 * nothing about the act until the invitation is accepted, so a guessed or spent link learns
 * nothing: every bad link gets the one 'not valid' message.
 */
export function JoinPage() {
  useDocumentMeta('Join a band', 'Accept an invitation to join an act on Stagecall.');
  const { token = '' } = useParams();
  const { status, user, signOut } = useAuth();
  const [form, setForm] = useState<'sign-in' | 'sign-up' | null>(null);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const toast = useToast();

  const joined = (stageName: string) => {
    toast.show(`Welcome to ${stageName}!`, { tone: 'success' });
    void navigate('/dashboard', { replace: true });
  };

  if (status === 'loading')
    return (
      <PageLayout width="narrow">
        <PageSpinner />
      </PageLayout>
    );

  if (accept.isError && apiErrorCode(accept.error) === 'invitation_not_valid') {
    return (
      <PageLayout width="narrow">
        <EmptyState
          className="mt-6"
          icon={CircleX}
          title={actMessages.invitationNotValid}
          description="Invitation links work once, for 7 days, and only for the address they were sent to."
          action={
            <ButtonLink to="/dashboard" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          }
        />
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Invitation</p>
      <h1 className="mt-1 text-3xl font-bold text-ink">Join a band on Stagecall</h1>
      {form ? (
        <div className="mt-6">
          <AuthForm
            key={form}
            initialMode={form}
            invitationToken={token}
            onBack={() => setForm(null)}
            // Signing up from the link has joined already; signing in comes back here to accept.
            // The form stays up until then, though the session is already signed in.
            onSuccess={() => (form === 'sign-up' ? joined('the band') : setForm(null))}
          />
        </div>
      ) : status === 'signed-in' && user ? (
        <div className="mt-6 space-y-4 rounded-card border border-line bg-surface p-5 sm:p-6">
          <p className="text-ink">
            You are signed in as <span className="break-all font-semibold">{user.email}</span>. The invitation joins the
            account of the address it was sent to.
          </p>
          <FormAlert
            message={
              accept.isError
                ? errorMessage(
                    accept.error,
                    'Could not accept the invitation. Please try again.',
                    webMessages.networkError,
                  )
                : null
            }
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="lg"
              icon={<UserPlus aria-hidden="true" className="size-5" />}
              isLoading={accept.isPending}
              loadingText="Joining…"
              onClick={() => accept.mutate(token, { onSuccess: (result) => joined(result.act.stage_name) })}
            >
              Accept the invitation
            </Button>
            <Button variant="ghost" size="lg" onClick={() => void signOut()}>
              Not you? Sign out
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-6 space-y-4 rounded-card border border-line bg-surface p-5 sm:p-6">
          <p className="text-ink">
            To accept, sign in with the e-mail address the invitation was sent to, or create an account with it. A
            band’s members pay nothing of their own.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={() => setForm('sign-in')}>
              Sign in
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setForm('sign-up')}>
              Create an account
            </Button>
          </div>
        </div>
      )}
    </PageLayout>
  );
}
