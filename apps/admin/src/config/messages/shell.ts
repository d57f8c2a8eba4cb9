/** Texts of the shell and the shared building blocks (see ./index.ts). */
export const shellMessages = {
  app: {
    tagline: 'Доставка еды и напитков — панель управления',
    logoAlt: 'На главную',
    /** The name drawn in the logo. */
    logoName: 'Доставка',
    logout: 'Выход',
    skipToContent: 'Перейти к содержимому',
    mainMenu: 'Главное меню',
    menu: 'Меню',
    closeMenu: 'Закрыть меню',
    darkTheme: 'Тёмная тема',
    inDevelopment: 'Раздел в разработке',
    loading: 'Загрузка…',
    notFoundTitle: 'Страница не найдена',
    notFoundLink: 'На главную',
  },
  nav: {
    dashboard: 'Главная',
    categories: 'Категории',
    productsGroup: 'Продукты',
    products: 'Продукты',
    productLinks: 'Связанные',
    productSort: 'Сортировка',
    productFilters: 'Сортировка фильтров',
    orders: 'Заказы',
    news: 'Новости',
    cities: 'Города',
    storesGroup: 'Магазины',
    stores: 'Магазины',
    storeList: 'Список',
    storePromotions: 'Акции',
    storePromotionsTitle: 'Акции в магазинах',
    bartenders: 'Бармены',
    slider: 'Слайдер',
    push: 'Push-уведомления',
    pushTitle: 'Рассылка',
    users: 'Пользователи',
  },
  auth: {
    title: 'Вход',
    userName: 'Логин',
    password: 'Пароль',
    submit: 'Войти',
    failed: 'Не верный логин или пароль',
    notAdmin: 'Вход разрешён только администраторам',
    userNameRequired: 'Введите логин',
    passwordRequired: 'Введите пароль',
    signedOutElsewhere: 'Вы вышли из системы в другой вкладке.',
    otherUserElsewhere:
      'В другой вкладке выполнен вход под другим пользователем. Войдите снова, чтобы продолжить.',
  },
  /** Pages shown instead of a screen that could not be loaded or drawn. */
  crash: {
    staleTitle: 'Приложение обновилось',
    staleText:
      'Вышла новая версия панели управления, а часть файлов этой страницы загрузить не удалось. Обновите страницу; если не поможет, попробуйте через несколько минут.',
    reload: 'Обновить',
    renderTitle: 'Не удалось показать страницу',
    renderText:
      'Данные пришли в неожиданном виде или в приложении произошла ошибка. Обновите страницу или откройте другой раздел.',
    toDashboard: 'На главную',
  },
  list: {
    search: 'Поиск',
    searchHint: 'Enter — найти; «/» — перейти к поиску',
    find: 'Найти',
    add: 'Добавить',
    delete: 'Удалить',
    deleted: 'Удалено',
    actions: 'Действия',
    image: 'Изображение',
    noImage: 'Нет изображения',
  },
  editor: {
    save: 'Сохранить',
    back: 'Назад',
    unsavedTitle: 'Несохранённые изменения',
    unsavedPrompt: 'Есть несохранённые изменения. Уйти со страницы?',
    leave: 'Уйти',
    stay: 'Остаться',
    notFound: 'Запись не найдена',
  },
  validation: {
    required: 'Обязательное поле',
    number: 'Введите число',
    integer: 'Введите целое число',
    /** Money is typed with a comma or a dot; anything else is refused, never guessed at. */
    money: 'Введите сумму цифрами, например 549,50',
    moneyDecimals: 'Не больше двух знаков после запятой',
    tooBig: 'Слишком большое число',
    /** Under a money field: the amount as it will be sent, in the shared money format. */
    moneySaved: (sum: string) => `Будет сохранено: ${sum}`,
    min: (min: number | bigint) => `Не меньше ${min}`,
    max: (max: number | bigint) => `Не больше ${max}`,
    maxLength: (max: number | bigint) => `Не более ${max} символов`,
    email: 'Неверный адрес электронной почты',
    url: 'Неверная ссылка',
    date: 'Неверная дата',
    /** A typed date with digits still missing. */
    dateIncomplete: 'Дата введена не полностью: дд.мм.гггг',
    dateTimeIncomplete: 'Дата и время введены не полностью: дд.мм.гггг чч:мм',
    /** All digits typed, but no calendar has that day (31.02, 32.01) or that time (25:61). */
    noSuchDate: 'Такой даты нет',
    noSuchTime: 'Такого времени нет',
    invalid: 'Неверное значение',
  },
  /** The one image field and gallery field (the picker's own refusals are the kit's). */
  upload: {
    failed: (reason: string) => `Изображение не загружено: ${reason}`,
  },
  errors: {
    unknown: 'Что-то пошло не так',
    /** A 401 after a successful token refresh: the user is still signed in. */
    unauthorized:
      'Сервер отклонил запрос (401), хотя вход выполнен. Повторите действие или войдите заново.',
    /** The app failed on data it did not expect (a crash in a query or a mutation). */
    unexpected:
      'Не удалось обработать ответ сервера. Обновите страницу; если ошибка повторится, сообщите разработчикам.',
  },
} as const;
