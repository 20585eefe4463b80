import type { MyRequest } from './api/get-my-requests';
import { plural } from '../../lib/plural';

interface StatusWords {
  label: string;
  line: string;
}

/** Where a fan's request stands, in words a fan at a gig reads at a glance. */
export function statusWords(
  request: Pick<MyRequest, 'status' | 'songs_ahead'> & { is_playing?: boolean },
  isShowOn = true,
): StatusWords {
  switch (request.status) {
    case 'pending':
      return isShowOn
        ? { label: 'Waiting', line: 'Sent. Waiting for the artist to pick it.' }
        : { label: 'Not played', line: 'The show ended before the artist got to this one.' };
    case 'accepted':
      if (!isShowOn) return { label: 'Not played', line: 'The show ended before this one came up.' };
      if (request.is_playing) return { label: 'Playing now', line: 'Playing now: this one’s yours!' };
      return {
        label: 'Coming up',
        line: request.songs_ahead
          ? `Coming up: ${plural(request.songs_ahead, 'song')} ahead of yours.`
          : 'Coming up next. Get ready to sing along!',
      };
    case 'played':
      return { label: 'Played', line: 'Played. We hope you enjoyed it!' };
    case 'declined':
      return {
        label: 'Not tonight',
        // Another song is worth suggesting only while the show can still take it.
        line: isShowOn
          ? 'The artist can’t fit this one in tonight. Why not try another song?'
          : 'The artist couldn’t fit this one in tonight.',
      };
  }
}

export const showWords = {
  paused: 'The artist is taking a short break from requests. Yours are safe in the queue.',
  ended: 'The show has ended. Thank you for your requests!',
} as const;
