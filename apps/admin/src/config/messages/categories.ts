/** Categories. */
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
    // The tree's publish icon and its tooltip, spelled as the spec gives them.
    published: 'Опубликованна',
    unpublished: 'Снята с публикации',
  },
} as const;
