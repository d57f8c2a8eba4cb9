import { unwrapVoid } from '@shop/api-client';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import type { PushMailing } from '../lib/push-form';

/** POST /push: creates the mailing ('Рассылка создана'). */
export function useSendPush() {
  return useMutation({
    mutationFn: (model: PushMailing) => unwrapVoid(client.POST('/api/admin/push', { body: model })),
    meta: { successMessage: messages.push.sent },
  });
}
