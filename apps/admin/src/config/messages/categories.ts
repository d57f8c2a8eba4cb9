/** Categories, product sorting and filter sorting. */
export const categoriesMessages = {
  categories: {
    treeLabel: 'Категории',
    add: 'Добавить категорию',
    deletePrompt: 'Удалить категорию?',
    saved: 'Категория сохранена',
    newTitle: 'Новая категория',
    editTitle: 'Категория',
    name: 'Название',
    parent: 'Родительская категория',
    root: 'Основная',
    isPublished: 'Опубликована',
    order: 'Порядок сортировки',
    image: 'Изображение',
    imageAlt: 'Изображение категории',
  },
  sorting: {
    title: (screen: string, category: string | undefined) =>
      category ? `${screen}: ${category}` : screen,
    name: 'Название',
    filterName: 'Фильтр',
    isPublished: 'Публикация',
    position: 'Позиция',
    positionOf: (name: string) => `Позиция: ${name}`,
    positionHint: 'Введите номер позиции и нажмите Enter',
    column: (from: number, to: number) => `Позиции ${from}–${to}`,
    saved: 'Сохранено',
  },
} as const;
