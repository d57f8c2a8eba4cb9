/** The map picker (the store editor's location). */
export const mapMessages = {
  map: {
    loading: 'Загрузка карты…',
    region: 'Карта: щёлкните, чтобы выбрать место',
    clickHint: 'Щёлкните по карте, чтобы поставить метку, или введите координаты.',
    fallbackNotice: 'Карта недоступна. Укажите координаты вручную: широту и долготу.',
    marker: 'Выбранное место',
    latitude: 'Широта',
    longitude: 'Долгота',
    latitudeRange: 'Широта должна быть от -90 до 90',
    longitudeRange: 'Долгота должна быть от -180 до 180',
    required: 'Выберите место на карте или введите координаты',
    notChosen: 'Место не выбрано',
    chosen: (lat: number, lon: number) => `Выбрано: ${lat}, ${lon}`,
  },
} as const;
