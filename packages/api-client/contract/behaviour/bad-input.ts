import { keepCreated } from '../scenario';
import { byId } from './entity';
import { ownName } from './own';
import type { RawReply } from './raw';
import { fail, itemsOf, type Check, type CheckContext } from './types';

const isProblem = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  // RFC 9457 problem details, or the API's `{ message, errors }`.
  (('title' in body && 'status' in body) || ('message' in body && 'errors' in body));

/** A city the server wrongly made is deleted in the clean-up like the run's own. */
function keepIfMade(context: CheckContext, reply: RawReply, name: string) {
  const made = reply.status >= 200 && reply.status < 300;
  if (!made) return;
  keepCreated(
    context.scenario,
    { data: reply.body, response: new Response(null, { status: reply.status }) },
    { thing: 'city', name, remove: (api, id) => api.DELETE('/api/admin/city/{id}', byId(id)) },
  );
}

/** A broken city save, sent direct: refused 400/422 with problem details; no such city made. */
function refusesBody(
  name: string,
  what: string,
  title: string,
  body: (cityName: string) => Record<string, unknown>,
): Check {
  return {
    name,
    title,
    async run(context) {
      const { raw, scenario } = context;
      const cityName = ownName(scenario, 'город с ошибкой');
      const sent = body(cityName);
      const reply = await raw('POST', '/api/admin/city', { body: sent });
      keepIfMade(context, reply, cityName);
      const search = new URLSearchParams({ page: '1', pageSize: '100', search: cityName });
      const list = await raw('GET', `/api/admin/city/list?${search}`);
      const made = itemsOf(list.body).filter((city) => city.name === cityName);
      // Made without saying so in the answer: the list tells its id.
      const answered = reply.status >= 200 && reply.status < 300;
      if (!answered)
        for (const city of made) keepIfMade(context, { ...list, body: city }, cityName);
      if (
        (reply.status !== 400 && reply.status !== 422) ||
        !isProblem(reply.body) ||
        made.length > 0
      ) {
        const madeNote = made.length > 0 ? ', and the city was made' : '';
        fail(`POST /api/admin/city ${what}: HTTP ${reply.status}${madeNote}`, {
          sent,
          expected: '400 or 422 with problem details or { message, errors }, no city made',
          got: { status: reply.status, body: reply.body, listed: made },
        });
      }
    },
  };
}

export const badInputChecks: Check[] = [
  refusesBody(
    'badInputMissingField',
    'without isEnabled',
    'a save without a required field (isEnabled) is refused, nothing written',
    (name) => ({ name, location: { lat: 54.7104, lon: 20.4522 } }),
  ),
  refusesBody(
    'badInputWrongType',
    'with isEnabled "нет"',
    'a save with a wrong type (isEnabled "нет") is refused, nothing written',
    (name) => ({ name, isEnabled: 'нет', location: { lat: 54.7104, lon: 20.4522 } }),
  ),
];
