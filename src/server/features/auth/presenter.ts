import type { User } from '../../db/types';
import type { AuthUser, CurrentUserResponse } from '../../../shared/auth';

export function presentAuthUser(user: User, profile: { stage_name: string; qr_code_id: string } | undefined): AuthUser {
  return {
    id: user.id,
    email: user.email,
    user_type: user.user_type,
    stage_name: profile?.stage_name ?? null,
    qr_code_id: profile?.qr_code_id ?? null,
    created_at: user.created_at,
  };
}

export function presentCurrentUser(user: User): CurrentUserResponse {
  return { local_user: { email: user.email, user_type: user.user_type, created_at: user.created_at } };
}
