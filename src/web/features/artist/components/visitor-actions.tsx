import { AtSign, Mail, Send } from 'lucide-react';
import { Button, ButtonLink, ExternalButtonLink } from '../../../components/button';
import { hasHandle, instagramUrl } from '../../../lib/external-links';

interface VisitorActionsProps {
  qrCodeId: string;
  isLive: boolean;
  instagramHandle: string | null;
  canMessage: boolean;
  onContact: () => void;
  /** Loads the contact form's code before the tap, so the dialog opens at once. */
  onContactIntent: () => void;
}

/** Spec 2: Send Request (Send Request Now when live), Follow on Instagram, Contact Artist. */
export function VisitorActions({
  qrCodeId,
  isLive,
  instagramHandle,
  canMessage,
  onContact,
  onContactIntent,
}: VisitorActionsProps) {
  const hasInstagram = hasHandle(instagramHandle);
  const secondaryCount = Number(hasInstagram) + Number(canMessage);
  return (
    <div className="space-y-3">
      <ButtonLink
        to={`/request?qr=${encodeURIComponent(qrCodeId)}`}
        size="lg"
        className="w-full"
        icon={<Send aria-hidden="true" className="size-5" />}
      >
        {isLive ? 'Send Request Now' : 'Send Request'}
      </ButtonLink>
      {secondaryCount > 0 ? (
        <div className={`grid gap-3 ${secondaryCount === 2 ? 'sm:grid-cols-2' : ''}`}>
          {hasInstagram ? (
            <ExternalButtonLink
              href={instagramUrl(instagramHandle)}
              icon={<AtSign aria-hidden="true" className="size-5" />}
            >
              Follow on Instagram
            </ExternalButtonLink>
          ) : null}
          {canMessage ? (
            <Button
              variant="secondary"
              onClick={onContact}
              onPointerEnter={onContactIntent}
              onFocus={onContactIntent}
              icon={<Mail aria-hidden="true" className="size-5" />}
            >
              Contact Artist
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
