/** Store promotions. */
export const storePromotionsMessages = {
  storePromotions: {
    title: 'Акции в магазинах',
    newBlock: 'Новая акция',
    listBlock: 'Акции',
    name: 'Название',
    isEnabled: 'Активна',
    image: 'Изображение',
    replaceImage: 'Заменить изображение',
    // The promotion's name as the server sent it: null must not read «null».
    imageAlt: (name: string | null) => (name ? `Изображение акции «${name}»` : 'Изображение акции'),
    newImageAlt: 'Изображение новой акции',
    add: 'Добавить',
    save: 'Сохранить',
    delete: 'Удалить',
    // The promotion's name as the server sent it: null must not read «null».
    deleteNamed: (name: string | null) => (name ? `Удалить акцию «${name}»` : 'Удалить акцию'),
    saveNamed: (name: string | null) => (name ? `Сохранить акцию «${name}»` : 'Сохранить акцию'),
    stores: (count: number) => `Магазины (${count})`,
    storesField: 'Магазины',
    storesDialog: 'Магазины акции',
    storesDialogHint: 'Отметьте магазины, в которых действует акция.',
    storesSearch: 'Поиск магазина',
    storesNone: 'Магазины не найдены',
    // Under a long list while its end has not been reached: the rest comes on scrolling.
    shownOf: (shown: number, total: number) => `Показано ${shown} из ${total}`,
    done: 'Готово',
    added: 'Акция добавлена',
    saved: 'Акция сохранена',
    deleted: 'Акция удалена',
    deletePrompt: 'Удалить акцию?',
    noStoresPrompt: 'Акция без магазинов. Добавить?',
    imageRequired: 'Загрузите изображение',
  },
} as const;
