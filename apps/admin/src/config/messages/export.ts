/** Exports of the lists to CSV: the buttons, the progress dialog and the files' names. */
export const exportMessages = {
  export: {
    button: 'Экспорт',
    withItems: 'Экспорт с позициями',
    starting: 'Загрузка…',
    /** An export's progress: pages of its list, then records read one by one (each order's items). */
    loaded: {
      pages: (done: number, total: number) => `Загружено страниц: ${done} из ${total}`,
      records: (done: number, total: number) => `Загружено записей: ${done} из ${total}`,
    },
    cancel: 'Отменить',
    yes: 'Да',
    no: 'Нет',
    /** A side of the date filter left open, in an order export's file name. */
    allDates: 'все',
    files: {
      orders: 'заказы',
      orderItems: 'позиции',
      products: 'продукты',
      users: 'пользователи',
      stores: 'магазины',
    },
  },
} as const;
