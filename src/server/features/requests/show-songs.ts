import type { Db } from '../../db/connection';
import type { ShowSong, ShowSongs } from '../../../shared/requests/backing';
import type { ComingUpSong } from '../../../shared/live/night';
import { comingUpOf } from '../live/public';
import { catalogueSpellings } from '../songs/public';
import { showBackings, showForSongs, showSongRequests } from './backing-queries';

/** Different phones asking for a song tonight vouch for its title, as in the catalogue (decision 004). */
const VOUCHING_PHONES = 3;

type Show = NonNullable<Awaited<ReturnType<typeof showForSongs>>>;
type Row = Awaited<ReturnType<typeof showSongRequests>>[number];
type Backing = Awaited<ReturnType<typeof showBackings>>[number];

/** One song of tonight's list with what is needed to say which part of it is a phone's. */
export interface TonightSong {
  song_key: string;
  song_title: string;
  artist_name: string | null;
  /** The requests still waiting to be played, oldest first. */
  waiting: Row[];
}

export interface TonightsSongs {
  show: Show;
  /** Every request of the show with its identity (for the checks of a +1 and its withdrawal). */
  rows: Row[];
  songs: TonightSong[];
  backings: Backing[];
  /** What fans see coming up tonight, the same for every phone (null: the musician does not show it). */
  coming_up: ComingUpSong[] | null;
}

const isWaiting = (row: Row) => row.status === 'pending' || row.status === 'accepted';

/** Whether the show takes +1s now: the musician's switch, a show that is on and free to request at. */
export const takesBacking = (show: Show) =>
  show.fans_back_songs === 1 && show.status === 'active' && show.custom_pricing_enabled !== 1;

/**
 * The songs asked for tonight that are still to be played, one row per song identity (the
 * manager's merge), most asked first. A song is listed only once someone vouched for its title
 * (the musician accepted or played it, it is a public song of the catalogue, or three phones asked
 * for it tonight), so one fan's raw text never reaches the room; it is shown in the catalogue's
 * spelling. The song playing now is not listed: it can no longer be backed.
 */
export async function readTonightsSongs(db: Db, sessionId: number): Promise<TonightsSongs | undefined> {
  const show = await showForSongs(db, sessionId);
  if (!show) return undefined;
  const coming_up = await comingUpOf(db, sessionId);
  if (show.fans_back_songs !== 1 || show.status === 'ended')
    return { show, rows: [], songs: [], backings: [], coming_up };
  const [rows, backings] = [await showSongRequests(db, sessionId), await showBackings(db, sessionId)];
  const playing = rows.find((row) => row.id === show.now_playing_id && row.status === 'accepted');
  const bySong = new Map<string, Row[]>();
  for (const row of [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)) {
    const members = bySong.get(row.song_key);
    if (members) members.push(row);
    else bySong.set(row.song_key, [row]);
  }
  const candidates = [...bySong].filter(([key, members]) => key !== playing?.song_key && members.some(isWaiting));
  const songIds = [
    ...new Set(candidates.flatMap(([, members]) => members.flatMap((m) => (m.song_id ? [m.song_id] : [])))),
  ];
  const catalogue = new Map((await catalogueSpellings(db, songIds)).map((song) => [song.id, song]));
  const songs: TonightSong[] = [];
  for (const [key, members] of candidates) {
    const isVouched =
      members.some((m) => m.status === 'accepted' || m.status === 'played') ||
      members.some((m) => m.song_id !== null && Boolean(Number(catalogue.get(m.song_id)?.is_public))) ||
      new Set(members.map((m) => m.device_id)).size >= VOUCHING_PHONES;
    if (!isVouched) continue;
    const named = members.find((m) => m.artist_name) ?? members[0]!;
    const spelling = named.song_id !== null ? catalogue.get(named.song_id) : undefined;
    songs.push({
      song_key: key,
      song_title: spelling?.song_title ?? named.song_title,
      artist_name: spelling ? spelling.artist_name : named.artist_name,
      waiting: members.filter(isWaiting),
    });
  }
  // Most asked first; ties to the song asked for first.
  songs.sort(
    (a, b) => b.waiting.length - a.waiting.length || a.waiting[0]!.created_at.localeCompare(b.waiting[0]!.created_at),
  );
  return { show, rows, songs, backings, coming_up };
}

/** This phone's part of a song: its +1 (while waiting), or a request it sent itself. */
function mineOf(song: TonightSong, backed: ReadonlySet<number>, deviceId: string | undefined): ShowSong['mine'] {
  if (deviceId === undefined) return null;
  const own = song.waiting.filter((row) => row.device_id === deviceId);
  if (own.some((row) => backed.has(row.id))) return 'backed';
  return own.length > 0 ? 'asked' : null;
}

/**
 * Tonight's list as one phone sees it: titles, counts and its own part; the phones, names and
 * messages behind the counts stay on the server. Derived from one read for every phone of a show.
 */
export function showSongsFor(tonight: TonightsSongs, deviceId: string | undefined): ShowSongs {
  const { show } = tonight;
  const backed = new Set(
    deviceId === undefined
      ? []
      : tonight.backings.filter((backing) => backing.device_id === deviceId).map((backing) => backing.request_id),
  );
  return {
    session: { id: show.id, status: show.status },
    is_open: takesBacking(show),
    songs: tonight.songs.map((song) => ({
      song_key: song.song_key,
      song_title: song.song_title,
      artist_name: song.artist_name,
      count: song.waiting.length,
      mine: mineOf(song, backed, deviceId),
    })),
    coming_up: tonight.coming_up,
  };
}
