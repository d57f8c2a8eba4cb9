export type Searchable = { lastName: string; name: string };

// 'ё' and 'е' are one letter to most people typing a search.
const normalize = (text: string) => text.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');

/** No server search: each word must occur in the last name or name, any order or case. */
export function filterBartenders<T extends Searchable>(items: readonly T[], search: string): T[] {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = [normalize(item.lastName), normalize(item.name)];
    return words.every((word) => haystack.some((part) => part.includes(word)));
  });
}
