import { describe, expect, it } from 'vitest';
import type { News } from '../api/queries';
import { newsFormDefaults } from '../schemas';
import { inTimeZone } from '../../../test/time-zone';
import { dateTextToUtc, toNewsInput, toNewsFormValues } from './news-form';

// Kaliningrad is UTC+2 all year: the conversions below must shift by two hours.
inTimeZone();

const image = (id: number, order: number) => ({
  id,
  path: `/media/news/${id}.svg`,
  originalName: `${id}.svg`,
  order,
});

const festival: News = {
  id: 18,
  title: 'Фестиваль крафтового пива',
  isPublished: false,
  startDateUtc: '2026-11-27T15:00:00.000Z',
  endDateUtc: '2026-11-29T20:00:00',
  content: 'Двенадцать сортов.\n<b>Без разметки</b>',
  images: [image(2, 2), image(1, 1)],
};

describe('news dates', () => {
  it('turns the typed local time into a UTC ISO string with seconds 00.000', () => {
    expect(dateTextToUtc('27.11.2026 17:00')).toBe('2026-11-27T15:00:00.000Z');
    expect(dateTextToUtc('01.01.2027 01:30')).toBe('2026-12-31T23:30:00.000Z');
  });

  it('sends nothing for an empty or unfinished date', () => {
    expect(dateTextToUtc('')).toBeNull();
    expect(dateTextToUtc('27.11.2026 1')).toBeNull();
    expect(dateTextToUtc('31.02.2026 10:00')).toBeNull();
  });

  it('shows server UTC dates in local time, zone-less ones read as UTC', () => {
    const values = toNewsFormValues(festival);
    expect(values.startText).toBe('27.11.2026 17:00');
    expect(values.endText).toBe('29.11.2026 22:00');
  });

  it('round-trips a loaded item unchanged', () => {
    const input = toNewsInput(toNewsFormValues(festival), 18);
    expect(input).toEqual({
      id: 18,
      title: 'Фестиваль крафтового пива',
      isPublished: false,
      startDateUtc: '2026-11-27T15:00:00.000Z',
      endDateUtc: '2026-11-29T20:00:00.000Z',
      content: 'Двенадцать сортов.\n<b>Без разметки</b>',
      images: [image(1, 1), image(2, 2)],
    });
  });
});

describe('news values', () => {
  it('starts a new item published, without dates or images', () => {
    expect(newsFormDefaults).toMatchObject({
      isPublished: true,
      startText: '',
      endText: '',
      images: [],
    });
    expect(toNewsInput({ ...newsFormDefaults, title: 'Новость' })).toEqual({
      title: 'Новость',
      isPublished: true,
      startDateUtc: null,
      endDateUtc: null,
      content: '',
      images: [],
    });
  });

  it('reads missing content, images and dates as empty fields', () => {
    const values = toNewsFormValues({ id: 1, title: 'Т', isPublished: true, endDateUtc: null });
    expect(values).toEqual({ ...newsFormDefaults, title: 'Т' });
  });

  it('numbers the images 1..n in their shown order when saving', () => {
    const input = toNewsInput({
      ...newsFormDefaults,
      title: 'Т',
      images: [image(5, 3), image(4, 1)],
    });
    expect(input.images).toEqual([image(5, 1), image(4, 2)]);
  });
});
