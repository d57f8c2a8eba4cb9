/** Cities. */
export const citiesMessages = {
  cities: {
    title: 'Города',
    newTitle: 'Новый город',
    editTitle: 'Город',
    add: 'Добавить город',
    name: 'Название',
    isEnabled: 'Включен',
    active: 'Активен',
    enabled: 'Включен',
    disabled: 'Выключен',
    centre: 'Центр города',
    saved: 'Город сохранен',
    deletePrompt: 'Удалить этот город?',
  },
} as const;
