import type { Page } from '@playwright/test';

/**
 * Answers from a server that breaks the layout: every text is either 10,000 characters with no
 * space to wrap at, or null (even where the contract says a string). Record 1 of each kind
 * carries the long texts, record 2 the nulls.
 */
export const LONG = 'Ж'.repeat(10_000);

const UTC = '2026-11-20T09:30:00.000Z';
const PICTURE = '/media/news/delivery.svg';
const at = (lat: number, lon: number) => ({ lat, lon });

const news = (id: number, text: string | null) => ({
  id,
  title: text,
  isPublished: id === 1,
  startDateUtc: null,
  endDateUtc: null,
  content: text,
  images: [],
});

const product = (id: number, text: string | null) => ({
  id,
  name: text,
  price: 549,
  oldPrice: null,
  isPublished: true,
  isNew: false,
  isFavorite: false,
  code: text,
  order: 1,
  barcode: text,
  categoryIds: [1, 2],
  description: text,
  images: [],
  modificators: [
    {
      name: text,
      price: 10,
      isRequried: false,
      image: null,
      child: [{ name: text, price: 5, isRequried: false, image: null }],
    },
  ],
});

const orderSummary = (id: number, text: string | null) => ({
  id,
  number: id === 1 ? LONG : '2',
  utcDate: UTC,
  contactName: text,
  contactPhone: text,
  orderStatus: 1,
  paymentStatus: 1,
  totalSum: 100,
});

const order = (id: number, text: string | null) => ({
  ...orderSummary(id, text),
  toTime: null,
  paymentType: 1,
  deliveryAddress: text,
  comment: text,
  items: [
    {
      name: text,
      count: 1,
      price: 90,
      productInfo: { id: 1 },
      modificators: [{ name: text, price: 10, count: 2 }],
    },
  ],
});

const user = (id: number, text: string | null) => ({
  id,
  userName: id === 1 ? LONG : 'user.two',
  role: 'Customer',
  name: text,
  lastName: text,
  middleName: text,
  phone: null,
  birthDate: null,
  email: text,
  isEnabled: true,
  bonuses: null,
  hasCar: null,
  hasWife: null,
  children: 0,
  incomeLevel: 0,
  address: { city: text, street: text, house: text, flat: text },
});

const city = (id: number, text: string | null) => ({
  id,
  name: text,
  isEnabled: true,
  location: at(54.7, 20.5),
});

const store = (id: number, text: string | null) => ({
  id,
  name: text,
  code: text,
  cityId: 1,
  address: text,
  phone: text,
  terminalId: text,
  priceCategoryId: null,
  sectionId: text,
  storeId: text,
  organizationId: text,
  departmentId: text,
  description: text,
  isBranded: false,
  isEnabled: true,
  location: at(54.7, 20.5),
  images: [],
  workTime: Array.from({ length: 7 }, () => ({ from: '10:00:00.000', to: '22:00:00.000' })),
});

const bartender = (id: number, text: string | null) => ({
  id,
  lastName: text,
  name: text,
  description: text,
  tipsLink: null,
  imagePath: null,
  store: { id, name: text, address: text },
  rating: 4.5,
});

const vote = (id: number, text: string | null) => ({
  dateTimeUtc: UTC,
  rating: 5,
  comment: text,
  user: { id, name: text, lastName: text, userName: id === 1 ? LONG : 'user.two' },
});

const category = (id: number, text: string | null) => ({
  id,
  name: text,
  parentId: id === 1 ? null : 1,
  isPublished: id === 1,
  order: id,
  image: null,
});

const twoOf = <T>(make: (id: number, text: string | null) => T) => [make(1, LONG), make(2, null)];
const page = <T>(items: T[]) => ({ pages: 1, items });

const linkRef = (id: number, text: string | null) => ({ id, name: text, image: null });

/** GET bodies by path (below /api/admin), first match wins. */
const answers: [RegExp, unknown][] = [
  [/^\/news\/list$/, page(twoOf(news))],
  [/^\/news\/1$/, news(1, LONG)],
  [/^\/news\/2$/, news(2, null)],
  [/^\/catalog\/product\/list$/, page(twoOf(product))],
  [/^\/catalog\/product\/edit\/1$/, product(1, LONG)],
  [/^\/catalog\/product\/edit\/2$/, product(2, null)],
  [
    /^\/catalog\/product\/links$/,
    page([
      { ...linkRef(1, LONG), links: twoOf(linkRef) },
      { ...linkRef(2, null), links: [] },
    ]),
  ],
  [/^\/orders$/, page(twoOf(orderSummary))],
  [/^\/orders\/1$/, order(1, LONG)],
  [/^\/orders\/2$/, order(2, null)],
  [/^\/user\/manager\/list$/, page(twoOf(user))],
  [/^\/user\/manager\/1$/, user(1, LONG)],
  [/^\/user\/manager\/2$/, user(2, null)],
  [/^\/promotion\/user\/\d+\/list$/, []],
  [/^\/city\/list$/, page(twoOf(city))],
  [/^\/city\/1$/, city(1, LONG)],
  [/^\/city\/2$/, city(2, null)],
  [/^\/store\/list$/, page(twoOf(store))],
  [/^\/store\/1$/, store(1, LONG)],
  [/^\/store\/2$/, store(2, null)],
  [
    /^\/promotion\/list$/,
    page([
      { id: 1, name: LONG, image: PICTURE, isEnabled: true, links: [1, 2] },
      { id: 2, name: null, image: PICTURE, isEnabled: false, links: [] },
    ]),
  ],
  [/^\/bartender\/list$/, twoOf(bartender)],
  [/^\/bartender\/\d+\/votes$/, twoOf(vote)],
  [/^\/bartender\/1$/, bartender(1, LONG)],
  [/^\/bartender\/2$/, bartender(2, null)],
  [/^\/catalog\/category\/tree$/, [{ ...category(1, LONG), categories: [category(2, null)] }]],
  [/^\/catalog\/category\/1$/, category(1, LONG)],
  [/^\/catalog\/category\/2$/, category(2, null)],
  [
    /^\/catalog\/category\/\d+\/sort$/,
    twoOf((id, text) => ({ id, name: text, isPublished: id === 1, order: id })),
  ],
  [/^\/category\/filter\/\d+$/, twoOf((id, text) => ({ name: text, order: id }))],
  [/^\/common\/slider$/, [{ id: 1, path: PICTURE, content: LONG, order: 1 }]],
];

/** Answers every GET of the admin API that has a body above; the rest go to the mock. */
export async function answerWithLongAndNullTexts(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/admin/'),
    (route) => {
      const path = new URL(route.request().url()).pathname.slice('/api/admin'.length);
      const answer = answers.find(([pattern]) => pattern.test(path));
      return route.request().method() === 'GET' && answer
        ? route.fulfill({ json: answer[1] })
        : route.fallback();
    },
  );
}

/**
 * What the page says where people and screen readers see it: the visible text, the values of
 * its fields and the names and hints of its elements.
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      texts.push(field.value);
    }
    for (const element of document.querySelectorAll('[title], [alt], [aria-label]')) {
      for (const name of ['title', 'alt', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** How far the page reaches past the window sideways (0 when it does not scroll sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
