/**
 * The demo page's made-up show (spec 2 "Demo page": a static sample dashboard, no calls). Money
 * is in pence, as everywhere else.
 */
export type DemoRequestStatus = 'pending' | 'accepted' | 'played' | 'declined';

export interface DemoRequest {
  id: number;
  song_title: string;
  artist_name: string | null;
  fan_name: string | null;
  message: string | null;
  tip_amount: number;
  status: DemoRequestStatus;
  /** Wall-clock time the request arrived, as shown. */
  received_at: string;
}

export const demoMusician = {
  stage_name: 'Luna Ray',
  session_name: 'Friday Acoustic Night',
  venue_name: 'The Blue Lamp',
  started_at: '20:00',
} as const;

export const demoRequests: readonly DemoRequest[] = [
  {
    id: 1,
    song_title: 'Wonderwall',
    artist_name: 'Oasis',
    fan_name: 'Sam',
    message: "It's my sister's birthday. She's the one in the silver jacket!",
    tip_amount: 500,
    status: 'played',
    received_at: '20:04',
  },
  {
    id: 2,
    song_title: 'Dancing in the Moonlight',
    artist_name: 'Toploader',
    fan_name: 'Priya',
    message: null,
    tip_amount: 200,
    status: 'played',
    received_at: '20:09',
  },
  {
    id: 3,
    song_title: 'Free Bird',
    artist_name: 'Lynyrd Skynyrd',
    fan_name: 'Dave',
    message: 'The full ten-minute version please',
    tip_amount: 0,
    status: 'declined',
    received_at: '20:13',
  },
  {
    id: 4,
    song_title: 'Hallelujah',
    artist_name: 'Leonard Cohen',
    fan_name: 'Ruth',
    message: null,
    tip_amount: 300,
    status: 'played',
    received_at: '20:18',
  },
  {
    id: 5,
    song_title: 'Mr. Brightside',
    artist_name: 'The Killers',
    fan_name: 'Jordan',
    message: "We're the loud table at the back",
    tip_amount: 1000,
    status: 'accepted',
    received_at: '20:26',
  },
  {
    id: 6,
    song_title: 'Fast Car',
    artist_name: 'Tracy Chapman',
    fan_name: 'Alex',
    message: 'Our first dance song, ten years ago tonight',
    tip_amount: 500,
    status: 'pending',
    received_at: '20:31',
  },
  {
    id: 7,
    song_title: 'Valerie',
    artist_name: 'Amy Winehouse',
    fan_name: null,
    message: null,
    tip_amount: 0,
    status: 'pending',
    received_at: '20:35',
  },
  {
    id: 8,
    song_title: 'Sweet Caroline',
    artist_name: 'Neil Diamond',
    fan_name: 'Mia',
    message: 'So good, so good!',
    tip_amount: 100,
    status: 'pending',
    received_at: '20:38',
  },
];

export interface DemoTotals {
  requests: number;
  pending: number;
  played: number;
  /** Tips of requests that were not declined, in pence. */
  tips: number;
}

export function demoTotals(requests: readonly DemoRequest[]): DemoTotals {
  return {
    requests: requests.length,
    pending: requests.filter((request) => request.status === 'pending').length,
    played: requests.filter((request) => request.status === 'played').length,
    tips: requests
      .filter((request) => request.status !== 'declined')
      .reduce((sum, request) => sum + request.tip_amount, 0),
  };
}
