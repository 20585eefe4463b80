import { MessageCircle, Share2 } from 'lucide-react';
import { ExternalButtonLink } from '../../../components/button';
import { shareLinks, shareText, type GigFormValues } from '../gig-form';

interface GigShareButtonsProps {
  values: Pick<GigFormValues, 'venueName' | 'date' | 'startTime'>;
  stageName: string;
  /** The artist's public page, linked from the post. */
  pageUrl: string;
}

/** Spec 1: share buttons for three networks, once the venue and the date are filled in. */
export function GigShareButtons({ values, stageName, pageUrl }: GigShareButtonsProps) {
  const text = shareText(values, stageName);
  return (
    <section aria-labelledby="gig-share-title">
      <h3 id="gig-share-title" className="mb-1.5 text-sm font-medium text-ink">
        Tell your fans
      </h3>
      <p className="mb-2 rounded-control bg-surface-raised px-3 py-2 text-sm text-ink-muted">{text}</p>
      <div className="grid grid-cols-3 gap-2">
        {shareLinks(text, pageUrl).map(({ network, href }) => (
          <ExternalButtonLink
            key={network}
            href={href}
            size="compact"
            className="text-sm max-sm:flex-col max-sm:gap-1 max-sm:py-2"
            icon={
              network === 'WhatsApp' ? (
                <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Share2 aria-hidden="true" className="size-4 shrink-0" />
              )
            }
          >
            <span className="sr-only">Share on </span>
            {network}
          </ExternalButtonLink>
        ))}
      </div>
    </section>
  );
}
