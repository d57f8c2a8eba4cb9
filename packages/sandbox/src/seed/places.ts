// Cities and stores: phones in the admin's '9 9999 999 999' mask, iiko ids, hours, photos.
import type { components } from '@shop/api-client';
import type { CityRecord, Id, StoreRecord } from '../data';
import { MEDIA } from './media';
import { CITIES, type CityData } from './places-data';
import type { Rng } from './random';

type WorkTime = components['schemas']['WorkTime'];

const DESCRIPTIONS = [
  'Летняя веранда и парковка у входа.',
  'Бар с разливным пивом и большим экраном для трансляций.',
  'Самовывоз заказов через отдельное окно выдачи.',
  'Детская комната и меню для маленьких гостей.',
  'Работает доставка по району за 40 минут.',
];

type Day = readonly [from: string, to: string] | null;

const days = (count: number, day: Day): Day[] => Array.from({ length: count }, () => day);

/** Monday first, as the contract lists the week; null is a closed day. */
const HOURS: readonly (readonly Day[])[] = [
  days(7, ['10:00', '22:00']),
  [...days(5, ['09:00', '23:00']), ...days(2, ['10:00', '23:00'])],
  // A bar that closes after midnight at the weekend and rests on Monday.
  [null, ...days(3, ['12:00', '00:00']), ...days(2, ['12:00', '02:00']), ['12:00', '23:00']],
  // A small store closed at the weekend.
  [...days(5, ['08:00', '20:00']), null, null],
];

const time = (hhmm: string): string => `${hhmm}:00.000`;

function workTime(rng: Rng): WorkTime[] {
  return rng
    .pick(HOURS)
    .map((day) => (day ? { from: time(day[0]), to: time(day[1]) } : { from: null, to: null }));
}

/** Eleven digits, 8 and the city code first, grouped as the admin's store phone mask. */
function storePhone(rng: Rng, city: CityData): string {
  let digits = `8${city.phoneCode}`;
  while (digits.length < 11) digits += String(rng.int(0, 9));
  return `${digits.slice(0, 1)} ${digits.slice(1, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

const near = (rng: Rng, centre: number): number =>
  Math.round((centre + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6;

export function buildCities(): CityRecord[] {
  return CITIES.map((city, index) => ({
    id: index + 1,
    name: city.name,
    isEnabled: city.enabled,
    location: { lat: city.lat, lon: city.lon },
  }));
}

export function buildStores(
  rng: Rng,
  cities: readonly CityRecord[],
  nextImageId: () => Id,
): StoreRecord[] {
  const stores: StoreRecord[] = [];
  CITIES.forEach((city, cityIndex) => {
    const cityId = cities[cityIndex]?.id ?? null;
    // One legal entity per city, as a franchise is organised.
    const organizationId = rng.uuid();
    city.stores.forEach(([label, street, photo], index) => {
      const extraPhotos = rng.sample(
        MEDIA.stores.filter((path) => path !== photo),
        rng.int(0, photo ? 1 : 2),
      );
      stores.push({
        id: stores.length + 1,
        name: `Магазин ${label}`,
        code: `${city.codePrefix}-${String(index + 1).padStart(2, '0')}`,
        cityId,
        address: `${city.name}, ${street}, ${rng.int(1, 120)}`,
        phone: storePhone(rng, city),
        terminalId: rng.uuid(),
        priceCategoryId: rng.chance(0.7) ? rng.uuid() : null,
        sectionId: rng.uuid(),
        storeId: rng.uuid(),
        organizationId,
        departmentId: rng.uuid(),
        description: rng.chance(0.5) ? rng.pick(DESCRIPTIONS) : null,
        isBranded: rng.chance(0.3),
        isEnabled: city.enabled && rng.chance(0.92),
        location: { lat: near(rng, city.lat), lon: near(rng, city.lon) },
        images: [...(photo ? [photo] : []), ...extraPhotos].map((path, imageIndex) => ({
          id: nextImageId(),
          order: imageIndex + 1,
          path,
        })),
        workTime: workTime(rng),
      });
    });
  });
  return stores;
}
