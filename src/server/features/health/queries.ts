import { preparedQuery } from '../../db/prepared';

/** `select 1`, compiled once (db/prepared.ts): a load balancer asks every few seconds. */
export const selectOne = preparedQuery([], (db) => db.selectNoFrom((eb) => eb.lit(1).as('one')));
