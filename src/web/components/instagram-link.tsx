import { AtSign } from 'lucide-react';
import { instagramUrl } from '../lib/external-links';
import { ExternalButtonLink } from './button';

/** The social profile button of artist cards (lucide has no brand logos, so an @ stands in). */
export function InstagramLink({
  handle,
  stageName,
  className = '',
}: {
  handle: string;
  stageName: string;
  className?: string;
}) {
  return (
    <ExternalButtonLink
      href={instagramUrl(handle)}
      variant="secondary"
      className={className}
      icon={<AtSign aria-hidden="true" className="size-5" />}
    >
      Instagram<span className="sr-only"> of {stageName}</span>
    </ExternalButtonLink>
  );
}
