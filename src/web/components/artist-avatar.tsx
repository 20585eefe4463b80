import { useState } from 'react';
import { initialOf } from '../../shared/initial';

interface ArtistAvatarProps {
  name: string;
  photoUrl: string | null | undefined;
  className?: string;
}

/**
 * The artist's photo, or their initial when there is none or it fails to load. Decorative next
 * to the visible stage name, so its alt text is empty.
 */
export function ArtistAvatar({ name, photoUrl, className = 'size-14' }: ArtistAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const initial = initialOf(name);

  if (photoUrl && !hasFailed) {
    return (
      <img
        src={photoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setHasFailed(true)}
        className={`shrink-0 rounded-full border border-line bg-surface-raised object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-accent-soft text-xl font-bold text-accent-ink ${className}`}
    >
      {initial}
    </span>
  );
}
