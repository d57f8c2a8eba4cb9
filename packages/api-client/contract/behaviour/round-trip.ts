import type { ApiClient } from '../../src';
import type { Scenario } from '../scenario';
import { differences } from './compare';
import type { Entity } from './entity';
import { excerpt, type OwnRecord } from './own';
import { fail, STATEFUL, type Check } from './types';

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** Ids of a list, a page, or the category tree (children under `categories`). */
function allIds(body: unknown): unknown[] {
  const items: unknown =
    typeof body === 'object' && body !== null && 'items' in body ? body.items : body;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const children = 'categories' in item ? allIds(item.categories) : [];
    return ['id' in item ? item.id : undefined, ...children];
  });
}

const withoutWriteOnly = (entity: Entity, sent: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(sent).filter(([key]) => !entity.writeOnly?.includes(key)));

/** Reads the record and fails on the first field that did not come back as sent. */
async function expectStored(
  entity: Entity,
  api: ApiClient,
  id: number,
  sent: Record<string, unknown>,
  after: string,
) {
  const read = await entity.read(api, id);
  if (!read.response.ok) {
    fail(`GET ${entity.path(id)} after ${after}: HTTP ${read.response.status}`, {
      expected: '200 with the record',
      got: excerpt(read),
    });
  }
  const [first, ...more] = differences(withoutWriteOnly(entity, sent), read.data);
  if (!first) return;
  const others = more.length > 0 ? ` (and ${more.length} more)` : '';
  fail(
    `GET ${entity.path(id)} after ${after}: ${first.path} came back ${short(first.got)}, sent ${short(first.sent)}${others}`,
    {
      sent,
      expected: [first, ...more].map((d) => `${d.path} = ${JSON.stringify(d.sent)}`).join('; '),
      got: read.data,
    },
  );
}

/** Whether the record's list (searched by its name where it has a search) holds its id. */
async function listed(entity: Entity, api: ApiClient, record: OwnRecord) {
  const text = entity.searchText?.(record) ?? record.name;
  const result = await entity.find(api, text);
  if (!result.response.ok) {
    fail(`the list of ${entity.noun}: HTTP ${result.response.status}`, {
      sent: { search: text },
      expected: '200 with the list',
      got: excerpt(result),
    });
  }
  return { found: allIds(result.data).includes(record.id), text, body: result.data };
}

function roundTrip(entity: Entity): Check {
  return {
    name: `roundTrip${entity.key}`,
    title: `${entity.noun}'s saved fields come back from its GET`,
    needsState: STATEFUL,
    async run(context) {
      const { api } = context;
      const record = await entity.create(context);
      await expectStored(entity, api, record.id, record.sent, 'the create');
      const { sent, result } = await entity.update(api, record);
      if (!result.response.ok) {
        fail(`saving ${entity.noun} again: HTTP ${result.response.status}`, {
          sent,
          expected: '2xx',
          got: excerpt(result),
        });
      }
      await expectStored(entity, api, record.id, sent, 'an edit');
      const { found, text, body } = await listed(entity, api, { ...record, sent });
      if (!found) {
        fail(`the list of ${entity.noun} does not have the run's record ${record.id}`, {
          sent: entity.searchFields ? { search: text } : 'the whole list',
          expected: `an item with id ${record.id}`,
          got: body,
        });
      }
    },
  };
}

function forget(scenario: Scenario, record: OwnRecord) {
  const made = scenario.created.left().find((r) => r.id === record.id && r.name === record.name);
  if (made) scenario.created.forget(made);
}

function deleted(entity: Entity): Check {
  return {
    name: `delete${entity.key}`,
    title: `a deleted ${entity.noun.replace(/^an? /, '')} answers 404 and leaves its list`,
    needsState: STATEFUL,
    async run(context) {
      const { api, scenario } = context;
      const record = await entity.create(context);
      const removed = await entity.remove(api, record.id);
      if (!removed.response.ok) {
        fail(`DELETE ${entity.noun} ${record.id}: HTTP ${removed.response.status}`, {
          expected: '2xx',
          got: excerpt(removed),
        });
      }
      const read = await entity.read(api, record.id);
      if (read.response.status !== 404) {
        // Still there: the clean-up deletes it again.
        fail(`GET ${entity.path(record.id)} after its DELETE: HTTP ${read.response.status}`, {
          expected: 404,
          got: excerpt(read),
        });
      }
      forget(scenario, record);
      const { found, text, body } = await listed(entity, api, record);
      if (found) {
        fail(`the list of ${entity.noun} still has record ${record.id} after its DELETE`, {
          sent: entity.searchFields ? { search: text } : 'the whole list',
          expected: `no item with id ${record.id}`,
          got: body,
        });
      }
    },
  };
}

export const roundTripChecks = (entities: readonly Entity[]) => entities.map(roundTrip);
export const deleteChecks = (entities: readonly Entity[]) => entities.map(deleted);
