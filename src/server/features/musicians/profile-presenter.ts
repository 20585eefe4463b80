import type { MusicianProfile } from '../../db/types';
import type { OwnProfile } from '../../../shared/musicians';
import { missingProfileParts, parseJsonList } from '../../../shared/musicians/profile';

/** The musician's own view of their profile: every field and setting, lists decoded, flags as booleans. */
export function presentOwnProfile(profile: MusicianProfile, email: string): OwnProfile {
  const missing = missingProfileParts(profile);
  return {
    id: profile.id,
    stage_name: profile.stage_name,
    bio: profile.bio,
    instagram_handle: profile.instagram_handle,
    website_url: profile.website_url,
    profile_photo_url: profile.profile_photo_url,
    music_styles: parseJsonList(profile.music_styles),
    favorite_singers: parseJsonList(profile.favorite_singers),
    public_profile_enabled: profile.public_profile_enabled === 1,
    show_upcoming_gigs: profile.show_upcoming_gigs === 1,
    allow_direct_messages: profile.allow_direct_messages === 1,
    email_new_requests: profile.email_new_requests === 1,
    email_payment_received: profile.email_payment_received === 1,
    email_gig_reminders: profile.email_gig_reminders === 1,
    email_marketing: profile.email_marketing === 1,
    payment_email_digest: profile.payment_email_digest === 1,
    qr_code_id: profile.qr_code_id,
    email,
    is_complete: missing.length === 0,
    missing,
  };
}
