import { describe, expect, it } from 'vitest';
import { joinTexts, labelOf, named } from './server-text';

describe('server texts in labels', () => {
  it('joins the parts that hold text, leaving out null, undefined and blanks', () => {
    expect(joinTexts(['Кузнецов', null, 'Артём'])).toBe('Кузнецов Артём');
    expect(joinTexts([null, undefined, '  '])).toBe('');
    expect(joinTexts(['Москва', 'ул. Ленина'], ' — ')).toBe('Москва — ул. Ленина');
  });

  it('names a thing when it has a name, else says the plain message', () => {
    const imageOf = (name: string) => `Изображение: ${name}`;
    expect(named(imageOf, 'Пицца', 'Изображение')).toBe('Изображение: Пицца');
    expect(named(imageOf, null, 'Изображение')).toBe('Изображение');
    expect(named(imageOf, ' ', 'Изображение')).toBe('Изображение');
  });

  it("labels an action on a thing, never with 'null'", () => {
    expect(labelOf('Удалить', 'Пицца')).toBe('Удалить: Пицца');
    expect(labelOf('Удалить', null)).toBe('Удалить');
  });
});
