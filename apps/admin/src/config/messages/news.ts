/** News. */
export const newsMessages = {
  news: {
    title: 'Новости',
    newTitle: 'Новая новость',
    editTitle: 'Редактирование новости',
    image: 'Изображение',
    imageOf: (title: string) => `Изображение: ${title}`,
    newsTitle: 'Заголовок',
    published: 'Опубликована',
    notPublished: 'Не опубликована',
    startDate: 'Дата начала',
    endDate: 'Дата окончания',
    endBeforeStart: 'Дата окончания не может быть раньше даты начала',
    /** The calendar beside each date, worded as the date picker's elsewhere. */
    pickDate: 'Выбрать дату',
    calendar: 'Календарь',
    content: 'Текст',
    images: 'Изображения',
    addImage: 'Добавить изображение',
    noImages: 'Изображений нет',
    saved: 'Новость сохранена',
    deletePrompt: 'Удалить этот новость?',
  },
} as const;
