import { hash, verify } from '@node-rs/argon2';

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const productionHashCost: HashCost = { memoryCost: 19_456, timeCost: 2 };

// argon2id is @node-rs/argon2's Algorithm.Argon2id (2); a const enum we cannot import under isolatedModules.
const ARGON2ID = 2;

export function hashPassword(password: string, cost: HashCost = productionHashCost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so response timing does not reveal which e-mails exist.
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$mtLvXpW9il6yNBcxF6IwiQ$k+pkmnYBZ/WshQVlGDONfrBumGLgFejnWHBgzM1IT80';
