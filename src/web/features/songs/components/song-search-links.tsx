import { Guitar, MonitorPlay } from 'lucide-react';
import { ExternalButtonLink, type ButtonSize } from '../../../components/button';
import { chordSearchUrl, videoSearchUrl } from '../song-search-links';

interface SongSearchLinksProps {
  songTitle: string;
  artistName: string | null;
  /** Hides the visible words where a row has no room for them (e.g. 'sr-only', 'max-lg:sr-only'). */
  labelClassName?: string;
  size?: ButtonSize;
  className?: string;
}

/** The video-search and chord-site buttons of the trending list and the live request manager. */
export function SongSearchLinks({
  songTitle,
  artistName,
  labelClassName = '',
  size = 'md',
  className = '',
}: SongSearchLinksProps) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <ExternalButtonLink
        href={videoSearchUrl(songTitle, artistName)}
        size={size}
        icon={<MonitorPlay aria-hidden="true" className="size-5" />}
        title={`Search videos for ${songTitle}`}
      >
        <span className={labelClassName}>
          Video<span className="sr-only"> search for {songTitle}</span>
        </span>
      </ExternalButtonLink>
      <ExternalButtonLink
        href={chordSearchUrl(songTitle, artistName)}
        size={size}
        icon={<Guitar aria-hidden="true" className="size-5" />}
        title={`Search chords for ${songTitle}`}
      >
        <span className={labelClassName}>
          Chords<span className="sr-only"> for {songTitle}</span>
        </span>
      </ExternalButtonLink>
    </div>
  );
}
