/**
 * Anti-spam limits of the fan request intake, per live session. Generous for a real fan (a
 * handful of songs over an evening) and for a venue where everyone shares one Wi-Fi address.
 */
export const requestLimits = {
  windowMs: 60 * 60_000,
  perDevice: 10,
  perIp: 120,
  sameSongWindowMs: 30 * 60_000,
} as const;
