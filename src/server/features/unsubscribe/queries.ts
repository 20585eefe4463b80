import type { Db } from '../../db/connection';

/** Switches a musician's marketing e-mail off: false when there is no such musician. */
export async function turnMarketingOff(db: Db, musicianId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('musician_profiles')
    .set({ email_marketing: 0, updated_at: at })
    .where('id', '=', musicianId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
