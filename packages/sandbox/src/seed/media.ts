// Seeded image paths are files of @shop/api-spec's media folder, so admin previews are real.

const paths = (folder: string, names: readonly string[]): string[] =>
  names.map((name) => `/media/${folder}/${name}.svg`);

export const MEDIA = {
  bartenders: paths('bartenders', ['egorova', 'kuznetsov', 'smirnova', 'volkov']),
  categories: {
    pizza: '/media/categories/pizza.svg',
    rolls: '/media/categories/rolls.svg',
    drinks: '/media/categories/drinks.svg',
  },
  news: paths('news', [
    'beer-fest',
    'delivery',
    'desserts',
    'lemonades',
    'new-store',
    'pizza-week',
  ]),
  products: {
    pizza: paths('products', [
      'pizza-margherita',
      'pizza-margherita-slice',
      'pizza-pepperoni',
      'pizza-four-cheese',
    ]),
    rolls: paths('products', ['rolls-philadelphia']),
    beer: paths('products', ['beer']),
    soft: paths('products', ['lemonade', 'mors']),
    desserts: paths('products', ['cheesecake']),
    other: paths('products', ['cheese']),
  },
  promotions: paths('promotions', [
    'beer-weekend',
    'birthday',
    'breakfast',
    'double-bonus',
    'free-delivery',
    'happy-hour',
    'pizza-3for2',
    'rolls-set',
  ]),
  slider: paths('slider', ['bar-menu', 'delivery', 'new-store', 'pizza-weekend']),
  stores: paths('stores', [
    'chernyakhovskogo',
    'gorkogo',
    'leninsky',
    'moskovsky-bar',
    'moskovsky',
    'svetlogorsk',
    'zelenogradsk',
  ]),
} as const;

/** The file name an image was "uploaded" as: the last part of its path. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
