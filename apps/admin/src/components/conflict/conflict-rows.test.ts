import { describe, expect, it } from 'vitest';
import { fieldRows, itemRows, optionLabel, showValue } from './conflict-rows';

describe('showValue', () => {
  it.each([
    ['', '—'],
    [null, '—'],
    [undefined, '—'],
    [true, 'Да'],
    [false, 'Нет'],
    [549.5, '549.5'],
    ['Пицца', 'Пицца'],
    [[], '—'],
    [[1, 2], '1; 2'],
    [[{ name: 'Сыр' }, { name: 'Соус' }], 'Сыр; Соус'],
    [{ id: 5, path: '/media/5.png', order: 1 }, '/media/5.png'],
    [{ latitude: 54.7, longitude: 20.5 }, '54.7, 20.5'],
    [{ city: 'Калининград', street: '', house: '1' }, 'Калининград, 1'],
  ])('shows %j as %j', (value, text) => {
    expect(showValue(value)).toBe(text);
  });
});

describe('fieldRows', () => {
  type Values = { name: string; isPublished: boolean; password: string; parentId: number | null };
  const views = {
    name: 'Название',
    isPublished: 'Опубликована',
    password: null,
    parentId: {
      label: 'Родительская категория',
      show: optionLabel([
        { value: '', label: 'Основная' },
        { value: '3', label: 'Пицца' },
      ]),
    },
  };
  const loaded: Values = { name: 'Роллы', isPublished: true, password: '', parentId: null };

  it('lists the fields where yours and theirs differ, by label, in the form order', () => {
    const yours = { ...loaded, name: 'Роллы острые', password: 'secret' };
    const theirs = { ...loaded, isPublished: false, parentId: 3 };
    expect(fieldRows(views, { yours, theirs, loaded })).toEqual([
      { key: 'name', label: 'Название', yours: 'Роллы острые', theirs: 'Роллы', loaded: 'Роллы' },
      { key: 'isPublished', label: 'Опубликована', yours: 'Да', theirs: 'Нет', loaded: 'Да' },
      {
        key: 'parentId',
        label: 'Родительская категория',
        yours: 'Основная',
        theirs: 'Пицца',
        loaded: 'Основная',
      },
    ]);
  });

  it('leaves out a field both changed alike', () => {
    const same = { ...loaded, name: 'Суши' };
    expect(fieldRows(views, { yours: same, theirs: same, loaded })).toEqual([]);
  });
});

describe('itemRows', () => {
  type Item = { id: number; name: string };
  const view = {
    key: (item: Item) => String(item.id),
    label: (item: Item) => item.name,
    show: (item: Item, index: number) => `${item.name} ${index + 1}`,
  };
  const a = { id: 1, name: 'А' };
  const b = { id: 2, name: 'Б' };
  const c = { id: 3, name: 'В' };

  it('lists moved, changed, added and removed items, an absent one as —', () => {
    const rows = itemRows(view, {
      yours: [b, a],
      theirs: [a, { ...b, name: 'Б2' }, c],
      loaded: [a, b],
    });
    expect(rows.map(({ label, yours, theirs, loaded }) => [label, yours, theirs, loaded])).toEqual([
      ['Б', 'Б 1', 'Б2 2', 'Б 2'],
      ['А', 'А 2', 'А 1', 'А 1'],
      ['В', '—', 'В 3', '—'],
    ]);
  });
});
