/**
 * Spec 1 §8: the API's 404 for an unknown or deactivated QR code, which the artist page and the
 * contact form show as it is. Its own zod-free module: the server, the contact schema and the
 * artist page share it without the entry bundle carrying it.
 */
export const ARTIST_NOT_FOUND = 'Artist profile not found';
