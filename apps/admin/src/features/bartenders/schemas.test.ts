import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';

import { bartenderFormSchema, bartenderFormDefaults } from './schemas';

const valid = {
  ...bartenderFormDefaults,
  lastName: 'Кузнецов',
  name: 'Артём',
  description: 'Бармен',
};

const errorsOf = (values: typeof valid) => {
  const result = bartenderFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('bartenderFormSchema', () => {
  beforeAll(installZodMessages);

  it('accepts a bartender with only the required fields', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires last name, name and description (spaces do not count)', () => {
    expect(errorsOf({ ...valid, lastName: '', name: '  ', description: '' })).toEqual({
      lastName: 'Обязательное поле',
      name: 'Обязательное поле',
      description: 'Обязательное поле',
    });
  });

  it('takes a link on a Cyrillic domain, punycode top-level domains included', () => {
    expect(errorsOf({ ...valid, tipsLink: 'https://пример.рф/чай' })).toEqual({});
    expect(errorsOf({ ...valid, tipsLink: 'https://чаевые.бармен.москва' })).toEqual({});
    expect(errorsOf({ ...valid, tipsLink: 'https://xn--e1afmkfd.xn--p1ai/' })).toEqual({});
  });

  it('takes an http(s) tips link and refuses anything else in Russian', () => {
    expect(errorsOf({ ...valid, tipsLink: 'https://tips.example.ru/kuznetsov' })).toEqual({});
    expect(errorsOf({ ...valid, tipsLink: 'http://tips.example.ru' })).toEqual({});
    const message = 'Введите полную ссылку, начиная с http:// или https://';
    for (const tipsLink of [
      'tips.example.ru',
      'javascript:alert(1)',
      'ftp://tips.example.ru',
      'https://localhost/tips',
      'https://-bad-.ru',
    ]) {
      expect(errorsOf({ ...valid, tipsLink })).toEqual({ tipsLink: message });
    }
  });
});
