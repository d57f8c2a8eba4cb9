/** The lists' bulk actions: the checkboxes, the bar over the selection, its progress and report. */
export const bulkMessages = {
  bulk: {
    selectPage: 'выбрать все на странице',
    selectRow: 'Выбрать',
    bar: 'Выбранные записи',
    selected: (count: number) => `Выбрано: ${count}`,
    clear: 'Снять выделение',
    delete: 'Удалить',
    publish: 'Опубликовать',
    unpublish: 'Снять с публикации',
    enable: 'Включить',
    disable: 'Выключить',
    /** The question before a run: 'Удалить выбранные записи (3)?'. */
    question: (action: string, count: number) => `${action} выбранные записи (${count})?`,
    progress: 'Выполнение',
    done: (succeeded: number, total: number) => `Готово: ${succeeded} из ${total}`,
    failures: 'Не выполнено',
    retry: 'Повторить',
    close: 'Закрыть',
  },
} as const;
