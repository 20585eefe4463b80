/**
 * Anti-spam windows of the fan request intake, per live session. The counts per phone and per
 * network address come from config (FAN_REQUEST_LIMIT_PER_DEVICE, FAN_REQUEST_LIMIT_PER_IP):
 * generous for a real fan and for a venue where everyone shares one Wi-Fi address.
 */
export const requestWindows = {
  windowMs: 60 * 60_000,
  sameSongWindowMs: 30 * 60_000,
} as const;
