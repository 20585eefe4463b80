import { useMutation } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { followMessages } from '../../../../shared/followers/follow-messages';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { sendFollowLink } from '../api/follow';

const words = {
  confirm: {
    title: 'Confirm you want to follow',
    button: 'Confirm and follow',
    busy: 'Confirming…',
    done: followMessages.confirmed,
  },
  stop: { title: 'Unfollow this artist?', button: 'Unfollow', busy: 'Unfollowing…', done: followMessages.unfollowed },
} as const;

/**
 * Opened from a link in a follower's e-mail (the artist page with `follow=confirm|stop&token=…`).
 * Opening it changes nothing (a mail scanner following links confirms and unfollows no one); the
 * one button does.
 */
export default function FollowLink({ action, token }: { action: 'confirm' | 'stop'; token: string }) {
  const link = useMutation({ mutationFn: () => sendFollowLink(action, token) });
  const text = words[action];
  const Icon = action === 'confirm' ? BellRing : BellOff;
  return (
    <section
      aria-labelledby="follow-link-title"
      className="mb-6 flex flex-col items-center rounded-card border border-line-strong bg-surface-raised p-5 text-center"
    >
      <Icon aria-hidden="true" className="size-8 text-accent-ink" />
      <h2 id="follow-link-title" className="mt-2 text-xl font-bold text-ink">
        {link.isSuccess ? `${link.data.stage_name}` : text.title}
      </h2>
      <p className="mt-1 text-ink-muted" role="status">
        {link.isSuccess ? text.done : null}
      </p>
      <div className="mt-2 w-full max-w-md">
        <FormAlert
          message={link.isError ? errorMessage(link.error, followMessages.invalidLink, webMessages.networkError) : null}
        />
      </div>
      {link.isSuccess ? null : (
        <Button className="mt-3" isLoading={link.isPending} loadingText={text.busy} onClick={() => link.mutate()}>
          {text.button}
        </Button>
      )}
    </section>
  );
}
