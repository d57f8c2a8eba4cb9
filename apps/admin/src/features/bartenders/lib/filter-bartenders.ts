/** What the client-side search looks at. */
export type Searchable = { lastName: string; name: string };

// 'ё' and 'е' are one letter to most people typing a search.
const normalize = (text: string) => text.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');

/**
 * The bartender list has no server search (GET /bartender/list returns every bartender), so
 * the search text filters on the client: each word must occur in the last name or the name,
 * in any order and case ('артём кузн' finds Кузнецов Артём).
 */
export function filterBartenders<T extends Searchable>(items: readonly T[], search: string): T[] {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = [normalize(item.lastName), normalize(item.name)];
    return words.every((word) => haystack.some((part) => part.includes(word)));
  });
}
