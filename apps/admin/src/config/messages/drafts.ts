/** Unsaved edits kept in the browser and offered back when their screen opens again. */
export const draftsMessages = {
  drafts: {
    /** `at` is the draft's local time, dd.MM.yyyy HH:mm. */
    offer: (at: string) => `Восстановить несохранённые изменения от ${at}?`,
    restore: 'Восстановить',
    discard: 'Удалить черновик',
    changedOnServer: 'Запись изменилась на сервере после сохранения черновика.',
    imageLeftOut: 'Изображения, которые загружались, в черновик не вошли.',
  },
} as const;
