/**
 * How long ago a request came in, as a musician glances at it: short for the row ('now', '4m',
 * '1h 5m') and in words for screen readers ('4 minutes').
 */
export function requestAge(createdAt: string, now: number): { short: string; words: string } {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return { short: 'now', words: 'just now' };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return { short: `${minutes}m`, words: `${plural(minutes, 'minute')} ago` };
  return {
    short: rest === 0 ? `${hours}h` : `${hours}h ${rest}m`,
    words: `${plural(hours, 'hour')}${rest === 0 ? '' : ` ${plural(rest, 'minute')}`} ago`,
  };
}
