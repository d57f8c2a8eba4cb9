// The seeded admin, four more managers and customers with the extras the user editor shows.
import type { components } from '@shop/api-client';
import type { UserRecord } from '../data';
import { FEMALE_NAMES, MALE_NAMES, PATRONYMIC_STEMS, SURNAMES, toLatin } from './names';
import { hashPassword } from './passwords';
import { CITIES } from './places-data';
import type { Rng } from './random';

type User = components['schemas']['User'];

export const CREDENTIALS = {
  admin: { userName: 'admin', password: 'admin123' },
  customer: { userName: 'customer', password: 'customer123' },
  /** Every other manager and customer signs in with their role's password. */
  manager: 'manager123',
  otherCustomer: 'customer123',
} as const;

const CUSTOMER_COUNT = 60;

// The seed's passwords are published, so its hashes take a 16th of scrypt's cost (65 at full cost
// took seconds per seeding process); users the sandbox saves get the full cost.
const SEED_COST = 1024;
const hashes = new Map<string, string>();
function passwordHash(userName: string, password: string): string {
  const key = `${userName}\n${password}`;
  const known = hashes.get(key);
  if (known) return known;
  const hash = hashPassword(password, `seed-${userName}`, SEED_COST);
  hashes.set(key, hash);
  return hash;
}

type Person = { name: string; lastName: string; middleName: string; male: boolean };

function person(rng: Rng): Person {
  const male = rng.chance(0.5);
  const surname = rng.pick(SURNAMES);
  const stem = rng.pick(PATRONYMIC_STEMS);
  return {
    name: male ? rng.pick(MALE_NAMES) : rng.pick(FEMALE_NAMES),
    lastName: male ? surname : `${surname}а`,
    middleName: male ? `${stem}ич` : `${stem}на`,
    male,
  };
}

const digits = (rng: Rng, count: number): string =>
  Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** The admin's user phone mask: +9 999 999 99 99. */
const mobile = (rng: Rng): string =>
  `+7 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;

function birthDate(rng: Rng): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${rng.int(1965, 2005)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

function customerExtras(rng: Rng, male: boolean): Partial<User> {
  // Most customers live in Kaliningrad, where most stores are, and all in a city served.
  const city = rng.chance(0.6) ? CITIES[0] : rng.pick(CITIES.filter((served) => served.enabled));
  const street = city ? rng.pick(city.stores)[1] : null;
  return {
    bonuses: rng.chance(0.9) ? rng.int(0, 300) * 10 : null,
    hasCar: rng.chance(0.9) ? rng.chance(0.45) : null,
    hasWife: male && rng.chance(0.85) ? rng.chance(0.5) : null,
    children: rng.pick([0, 1, 2, 3] as const),
    incomeLevel: rng.pick([0, 1, 2, 3, 4] as const),
    address: {
      city: city?.name ?? null,
      street,
      house: String(rng.int(1, 150)),
      flat: rng.chance(0.8) ? String(rng.int(1, 240)) : null,
    },
  };
}

export function buildUsers(rng: Rng): UserRecord[] {
  const users: UserRecord[] = [];
  const taken = new Set<string>();
  const add = (user: Omit<UserRecord, 'id' | 'passwordHash'>, password: string): void => {
    taken.add(user.userName);
    users.push({
      id: users.length + 1,
      ...user,
      passwordHash: passwordHash(user.userName, password),
    });
  };
  const uniqueLogin = (base: string): string => {
    let login = base;
    for (let n = 2; taken.has(login); n += 1) login = `${base}${n}`;
    return login;
  };

  add(
    {
      userName: CREDENTIALS.admin.userName,
      role: 'Admin',
      name: 'Администратор',
      phone: '+7 911 000 00 01',
      email: 'admin@example.ru',
      isEnabled: true,
    },
    CREDENTIALS.admin.password,
  );
  for (let i = 0; i < 4; i += 1) {
    const { male: _male, ...names } = person(rng);
    const userName = uniqueLogin(`manager.${toLatin(names.lastName)}`);
    add(
      {
        userName,
        role: 'Admin',
        ...names,
        phone: mobile(rng),
        birthDate: birthDate(rng),
        email: `${userName}@example.ru`,
        // One former manager keeps the account but can no longer sign in.
        isEnabled: i !== 3,
      },
      CREDENTIALS.manager,
    );
  }
  const known: Person[] = [
    { name: 'Анна', lastName: 'Смирнова', middleName: 'Сергеевна', male: false },
    { name: 'Ольга', lastName: 'Петрова', middleName: 'Игоревна', male: false },
  ];
  for (let i = 0; i < CUSTOMER_COUNT; i += 1) {
    const { male, ...names } = known[i] ?? person(rng);
    const userName =
      i === 0
        ? CREDENTIALS.customer.userName
        : uniqueLogin(`${toLatin(names.name)}.${toLatin(names.lastName)}`);
    add(
      {
        userName,
        role: 'Customer',
        ...names,
        phone: mobile(rng),
        birthDate: rng.chance(0.85) ? birthDate(rng) : null,
        email: rng.chance(0.75) ? `${userName}@example.ru` : null,
        isEnabled: i === 0 || rng.chance(0.95),
        ...customerExtras(rng, male),
      },
      i === 0 ? CREDENTIALS.customer.password : CREDENTIALS.otherCustomer,
    );
  }
  return users;
}
