import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { describeEditorBasics } from '../../../test/editor-basics';
import { renderRoutes } from '../../../test/render';
import { NewsEditor } from './news-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const opening = {
  id: 17,
  title: 'Открылся новый магазин на Ленинском проспекте',
  isPublished: true,
  startDateUtc: '2026-11-20T07:00:00.000Z',
  endDateUtc: '2026-12-20T21:00:00.000Z',
  content: 'Ждём вас по адресу: Калининград, Ленинский проспект, 30.',
  images: [
    { id: 412, path: '/media/news/new-store.svg', originalName: 'otkrytie-leninsky.svg', order: 1 },
  ],
};

const setup = () =>
  renderRoutes([{ path: '/news/edit/:id', element: <NewsEditor id={17} /> }], '/news/edit/17');

const titleField = () => screen.getByRole('textbox', { name: /Заголовок/ });

describeEditorBasics({
  title: 'NewsEditor',
  what: 'the news',
  get: 'GET /api/admin/news/17',
  save: 'POST /api/admin/news',
  record: opening,
  setup,
  loaded: opening.title,
  alsoLoaded: () => {
    expect(screen.getByRole('switch', { name: 'Опубликована' })).toBeChecked();
  },
  required: titleField,
  savedText: 'Новость сохранена',
  edit: { field: titleField, value: 'Магазин на Ленинском открыт' },
  saved: { ...opening, title: 'Магазин на Ленинском открыт' },
  failedValue: 'Неделя пиццы',
});
