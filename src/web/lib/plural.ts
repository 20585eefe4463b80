/**
 * '1 request', '3 requests': a count with its word, in the singular for one. Its own module, so the
 * format helpers the fan pages load do not carry it.
 */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
