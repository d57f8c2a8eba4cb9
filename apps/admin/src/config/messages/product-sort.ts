/** Sorting a category's products and filters. */
export const productSortMessages = {
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
