import type { LiveSession, SongRequest } from '../../../shared/live';

/**
 * The demo page's made-up show (spec 2 "Demo page": a sample dashboard, no calls), in the live
 * manager's own shapes so the demo renders the same components. Times are relative to when the
 * page opens: the show started 40 minutes ago. Money is in pence, as everywhere else.
 */
export const demoMusician = { stage_name: 'Luna Ray' } as const;

interface SampleRequest {
  song_title: string;
  artist_name: string;
  fan_name: string | null;
  message: string | null;
  tip_amount: number;
  status: SongRequest['status'];
  /** Minutes after the show started. */
  at: number;
}

const samples: readonly SampleRequest[] = [
  {
    song_title: 'Wonderwall',
    artist_name: 'Oasis',
    fan_name: 'Sam',
    message: "It's my sister's birthday. She's the one in the silver jacket!",
    tip_amount: 500,
    status: 'played',
    at: 4,
  },
  {
    song_title: 'Dancing in the Moonlight',
    artist_name: 'Toploader',
    fan_name: 'Priya',
    message: null,
    tip_amount: 200,
    status: 'played',
    at: 9,
  },
  {
    song_title: 'Free Bird',
    artist_name: 'Lynyrd Skynyrd',
    fan_name: 'Dave',
    message: 'The full ten-minute version please',
    tip_amount: 0,
    status: 'declined',
    at: 13,
  },
  {
    song_title: 'Hallelujah',
    artist_name: 'Leonard Cohen',
    fan_name: 'Ruth',
    message: null,
    tip_amount: 300,
    status: 'played',
    at: 18,
  },
  {
    song_title: 'Mr. Brightside',
    artist_name: 'The Killers',
    fan_name: 'Jordan',
    message: "We're the loud table at the back",
    tip_amount: 1000,
    status: 'accepted',
    at: 26,
  },
  {
    song_title: 'Fast Car',
    artist_name: 'Tracy Chapman',
    fan_name: 'Alex',
    message: 'Our first dance song, ten years ago tonight',
    tip_amount: 500,
    status: 'pending',
    at: 31,
  },
  {
    song_title: 'Valerie',
    artist_name: 'Amy Winehouse',
    fan_name: null,
    message: null,
    tip_amount: 0,
    status: 'pending',
    at: 35,
  },
  {
    song_title: 'Sweet Caroline',
    artist_name: 'Neil Diamond',
    fan_name: 'Mia',
    message: 'So good, so good!',
    tip_amount: 100,
    status: 'pending',
    at: 38,
  },
  {
    song_title: 'Sweet Caroline',
    artist_name: 'Neil Diamond',
    fan_name: 'Tom',
    message: 'Hen party table!',
    tip_amount: 0,
    status: 'pending',
    at: 39,
  },
];

const SHOW_MINUTES_SO_FAR = 40;

export function demoShow(now: Date): { session: LiveSession; requests: SongRequest[] } {
  const startedAt = now.getTime() - SHOW_MINUTES_SO_FAR * 60_000;
  const at = (minutes: number) => new Date(startedAt + minutes * 60_000).toISOString();
  return {
    session: {
      id: 1,
      venue_name: 'The Blue Lamp',
      session_name: 'Friday Acoustic Night',
      location_address: null,
      status: 'active',
      paused_by: null,
      max_requests: null,
      repertoire_only: 0,
      queue_order: 'premium',
      now_playing_id: null,
      undo_label: null,
      screen_shows_fans: 0,
      fans_back_songs: 1,
      started_at: at(0),
      planned_end_at: null,
    },
    requests: samples.map(({ at: minutes, ...sample }, index) => ({
      ...sample,
      id: index + 1,
      session_id: 1,
      price_amount: 0,
      is_premium: 0,
      created_at: at(minutes),
      updated_at: at(minutes),
    })),
  };
}
