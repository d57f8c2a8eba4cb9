// Push mailings are checked, addressed and recorded; the sandbox sends nothing.
import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import { pushRecipients } from '../domain/push-audience';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { toUtcOrNull } from '../http/dates';
import { invalid, MESSAGES, noContent } from '../http/reply';
import type { SandboxState } from '../state';

export function registerPushRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.post('/api/admin/push', async (c) => {
    const body = await readJson(c, schemas.zSendPushBody);
    if (!body.ok) return body.response;
    const push = {
      ...body.value,
      buyDateStart: toUtcOrNull(body.value.buyDateStart),
      buyDateEnd: toUtcOrNull(body.value.buyDateEnd),
    };
    if (!push.sendAll) {
      // The purchase-date filter takes both dates or neither.
      if (push.buyDateStart && !push.buyDateEnd) {
        return invalid('sendPush', { buyDateEnd: [MESSAGES.required] });
      }
      if (push.buyDateEnd && !push.buyDateStart) {
        return invalid('sendPush', { buyDateStart: [MESSAGES.required] });
      }
      if (push.buyDateStart && push.buyDateEnd && push.buyDateEnd < push.buyDateStart) {
        return invalid('sendPush', { buyDateEnd: ['Дата окончания раньше даты начала'] });
      }
      if (push.averageSum == null && !push.buyDateStart) {
        return invalid('sendPush', { sendAll: ['Включите «Отправить всем» или выберите фильтр'] });
      }
    }
    state.data.pushMailings.push({
      ...push,
      id: state.nextId('pushMailings', state.data.pushMailings),
      sentAtUtc: new Date().toISOString(),
      recipients: pushRecipients(state.data, push),
    });
    return noContent('sendPush');
  });
}
