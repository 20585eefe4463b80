import { createMessage } from './factories';
import { inboxMessages } from './fans';
import type { SeedContext } from './seed-context';

/**
 * One to four contact-form messages per act since they joined: the newest unread, the older ones
 * read, some starred, an old one archived, so every inbox filter has something to show.
 */
export async function insertInboxMessages(ctx: SeedContext): Promise<number> {
  let total = 0;
  for (const musician of ctx.musicians) {
    const messages = ctx.random.sample(inboxMessages, ctx.random.int(1, 4));
    const joined = musician.joinedAt.getTime();
    const since = Math.max(joined, ctx.now.getTime() - 30 * 86_400_000);
    const times = messages
      .map(() => new Date(since + ctx.random.next() * (ctx.now.getTime() - since)))
      .sort((a, b) => b.getTime() - a.getTime());
    for (const [index, message] of messages.entries()) {
      const createdAt = times[index] ?? ctx.now;
      await createMessage(ctx.trx, musician.profileId, {
        ...message,
        is_read: index === 0 ? 0 : 1,
        is_starred: ctx.random.chance(0.25) ? 1 : 0,
        is_archived: index >= 2 && ctx.random.chance(0.5) ? 1 : 0,
        created_at: createdAt.toISOString(),
      });
      total++;
    }
  }
  return total;
}
