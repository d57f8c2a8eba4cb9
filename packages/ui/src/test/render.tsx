import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type * as React from 'react';
import { UiTextsProvider, type UiTexts } from '../components/ui-texts';

/** The kit's texts as the admin words them, so a test reads like the screen it checks. */
export const testTexts: UiTexts = {
  close: 'Закрыть',
  retry: 'Повторить',
  empty: 'Список пуст',
  loading: 'Загрузка…',
  alerts: 'Уведомления',
  choose: 'Выберите…',
  removeImage: 'Удалить изображение',
  confirm: { yes: 'Да', no: 'Отмена' },
  pager: {
    label: 'Страницы',
    previous: 'Предыдущая',
    next: 'Следующая',
    page: (page) => `Страница ${page}`,
  },
  gallery: {
    keysHint: 'Alt+стрелка — сдвинуть',
    image: (position) => `Изображение ${position}`,
    moveLeft: 'Сдвинуть влево',
    moveRight: 'Сдвинуть вправо',
  },
  upload: {
    label: 'Изображение',
    previewAlt: 'Предпросмотр изображения',
    choose: 'Выбрать файл',
    progress: 'Загрузка изображения',
    refused: {
      'not-image': 'Можно загрузить только изображение',
      empty: 'Файл пустой',
      'too-large': 'Файл больше 10 МБ',
    },
  },
  time: {
    labels: { hours: 'Часы', minutes: 'Минуты', seconds: 'Секунды' },
    placeholders: { hours: 'чч', minutes: 'мм', seconds: 'сс' },
  },
  date: {
    pick: 'Выбрать дату',
    calendar: 'Календарь',
    calendarLoading: 'Загрузка календаря',
    calendarFailed: 'Не удалось загрузить календарь. Дату можно ввести вручную.',
    placeholders: { 'dd.mm.yyyy': 'дд.мм.гггг', 'dd.mm.yyyy HH:MM': 'дд.мм.гггг чч:мм' },
  },
};

function WithTexts({ children }: { children: React.ReactNode }) {
  return <UiTextsProvider texts={testTexts}>{children}</UiTextsProvider>;
}

export * from '@testing-library/react';

/** Testing Library's render inside the provider the app mounts: every kit text comes from it. */
export function render(ui: React.ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDom(ui, { ...options, wrapper: WithTexts });
}
