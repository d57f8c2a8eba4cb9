import type { Entity } from './entity';
import { excerpt } from './own';
import { itemsOf, fail, STATEFUL, type Check } from './types';

const contains = (item: Record<string, unknown>, fields: readonly string[], text: string) => {
  const needle = text.toLocaleLowerCase();
  return fields.some((field) => {
    const value = item[field];
    return typeof value === 'string' && value.toLocaleLowerCase().includes(needle);
  });
};

/**
 * `search` narrows the list: searching for the run's own record's name finds it, and every item
 * returned has the text in one of the fields the search looks in (case-insensitively).
 */
function search(entity: Entity): Check | undefined {
  const { searchFields, searchText } = entity;
  if (!searchFields || !searchText) return undefined;
  return {
    name: `search${entity.key}`,
    title: `${entity.noun.replace(/^an? /, '')} search returns only matches, its own among them`,
    needsState: STATEFUL,
    async run(context) {
      const record = await entity.create(context);
      const text = searchText(record);
      const result = await entity.find(context.api, text);
      if (!result.response.ok) {
        fail(`searching ${entity.noun}: HTTP ${result.response.status}`, {
          sent: { search: text },
          expected: '200 with the matching items',
          got: excerpt(result),
        });
      }
      const items = itemsOf(result.data);
      const strangers = items.filter((item) => !contains(item, searchFields, text));
      if (strangers.length > 0) {
        fail(`search returned ${strangers.length} of ${items.length} items without the text`, {
          sent: { search: text },
          expected: `only items with "${text}" in ${searchFields.join(' or ')}`,
          got: strangers.slice(0, 5),
        });
      }
      if (!items.some((item) => item.id === record.id)) {
        fail(`search did not find the run's own record ${record.id}`, {
          sent: { search: text },
          expected: `an item with id ${record.id}`,
          got: result.data,
        });
      }
    },
  };
}

export const searchChecks = (entities: readonly Entity[]) =>
  entities.map(search).filter((check): check is Check => check !== undefined);
