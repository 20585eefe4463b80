import type { SendMessageBody } from '../../../../shared/messages/contact';
import { api } from '../../../lib/api-client';

/**
 * POST /api/messages/send (spec 2 §7): 201 when stored; 400 with the validation message, 403
 * when the artist does not take messages, 429 when this network has sent too many.
 */
export function sendMessage(body: SendMessageBody): Promise<{ success: boolean; id: number }> {
  return api.POST('/api/messages/send', { body });
}
