import type { UiTexts } from '@shop/ui/ui-texts';
import { bulkMessages } from './bulk';
import { shellMessages } from './shell';
import { sliderMessages } from './slider';

/**
 * The component kit's own words (its buttons, hints and refusals), handed to it once by the
 * admin layout: the kit holds no text. A word the app already has is taken from there.
 */
export const kitMessages = {
  kit: {
    close: bulkMessages.bulk.close,
    retry: bulkMessages.bulk.retry,
    empty: sliderMessages.slider.empty,
    loading: shellMessages.app.loading,
    alerts: 'Уведомления',
    choose: 'Выберите…',
    removeImage: 'Удалить изображение',
    confirm: { yes: 'Да', no: 'Отмена' },
    pager: {
      label: 'Страницы',
      previous: 'Предыдущая',
      next: 'Следующая',
      page: (page: number) => `Страница ${page}`,
    },
    gallery: {
      keysHint: 'Alt+стрелка — сдвинуть',
      image: (position: number) => `Изображение ${position}`,
      moveLeft: 'Сдвинуть влево',
      moveRight: 'Сдвинуть вправо',
    },
    upload: {
      label: shellMessages.list.image,
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
  } satisfies UiTexts,
} as const;
