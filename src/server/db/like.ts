/** LIKE treats % and _ as wildcards; text searched for means the characters themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern (used with `escape '\\'`) matching text that contains `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
