/** Two people, one record: the dialog shown when a save finds that someone saved in between. */
export const conflictMessages = {
  conflict: {
    title: 'Запись изменил другой пользователь',
    description:
      'Пока вы редактировали, другой пользователь сохранил свою версию. Ничего не сохранено: выберите, чья версия останется.',
    field: 'Поле',
    item: 'Элемент',
    yours: 'Ваше',
    theirs: 'Сохранено другим',
    loaded: 'Было при открытии',
    loadTheirs: 'Загрузить их версию',
    saveMine: 'Сохранить мою поверх',
    /** They saved exactly what was typed here: the table would be empty. */
    same: 'Другой пользователь сохранил те же значения, что и у вас.',
    /** A value that is empty, or an item that is not in that version of the list. */
    none: '—',
    yes: 'Да',
    no: 'Нет',
    /** An item of a list saved as a whole, e.g. '«Летнее меню», позиция 2'. */
    atPosition: (name: string, position: number) => `«${name}», позиция ${position}`,
    position: (position: number) => `Позиция ${position}`,
  },
} as const;
