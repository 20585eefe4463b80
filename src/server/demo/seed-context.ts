import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { VenuesTable } from '../db/types';
import type { MusicStyle } from '../../shared/constants';
import type { DemoMusician } from './musicians';
import type { Random } from './random';

export interface SeededMusician {
  demo: DemoMusician;
  profileId: number;
  userId: number;
  email: string;
  joinedAt: Date;
}

export interface CatalogueSong {
  id: number;
  title: string;
  artist: string | null;
  styles: MusicStyle[];
}

/** What the steps of one seed share: the open transaction, the clock and what earlier steps made. */
export interface SeedContext {
  trx: Db;
  random: Random;
  now: Date;
  feeBasisPoints: number;
  musicians: SeededMusician[];
  venuesByName: Map<string, Selectable<VenuesTable>>;
  /** Per style, the catalogue songs in crowd-favourite order. */
  songsByStyle: Map<MusicStyle, CatalogueSong[]>;
  /** Per musician profile id and venue name: how often they chose it in a form, and when last. */
  venueUse: Map<number, Map<string, { count: number; lastUsedAt: Date }>>;
}
