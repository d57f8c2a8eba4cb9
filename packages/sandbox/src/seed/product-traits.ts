// What each kind of product looks like: its price range in rubles, article prefix, pictures,
// descriptions and the filters its categories offer (word lists are data).
import type { ProductKind } from './catalog-tree';
import { MEDIA } from './media';

type Traits = {
  prices: readonly [min: number, max: number];
  codePrefix: string;
  images: readonly string[];
  descriptions: readonly string[];
  filters: readonly string[];
};

export const TRAITS: Record<ProductKind, Traits> = {
  pizza: {
    prices: [449, 799],
    codePrefix: 'PZ',
    images: MEDIA.products.pizza,
    descriptions: [
      'Томатный соус, моцарелла, томаты черри и свежий базилик на тонком тесте.',
      'Сливочный соус, моцарелла, ветчина, шампиньоны и орегано.',
      'Томатный соус, моцарелла и пикантная колбаса пепперони.',
      'Соус барбекю, цыплёнок, красный лук, бекон и моцарелла.',
      'Четыре сыра: моцарелла, пармезан, горгонзола и чеддер на сливочной основе.',
    ],
    filters: ['Хит продаж', 'Новинка', 'Острое', 'Вегетарианское', 'С курицей', 'Без лука'],
  },
  rolls: {
    prices: [289, 699],
    codePrefix: 'RL',
    images: [...MEDIA.products.rolls, ...MEDIA.products.other],
    descriptions: [
      'Лосось, сливочный сыр, огурец и рис, завёрнутые в нори.',
      'Краб, авокадо, огурец и икра масаго.',
      'Угорь, сливочный сыр и соус унаги под кунжутом.',
      'Запечён под сырной шапкой со спайси-соусом.',
    ],
    filters: ['Хит продаж', 'Новинка', 'С лососем', 'Запечённые', 'Острое', 'Вегетарианское'],
  },
  beer: {
    prices: [149, 389],
    codePrefix: 'BR',
    images: [...MEDIA.products.beer, ...MEDIA.products.other],
    descriptions: [
      'Лёгкое светлое пиво с мягкой хмелевой горчинкой.',
      'Насыщенное тёмное пиво с нотами карамели и жжёного солода.',
      'Нефильтрованное пиво местной пивоварни с фруктовым ароматом.',
      'Крафтовое пиво небольшой партии, варится по сезонному рецепту.',
    ],
    filters: ['Светлое', 'Тёмное', 'Нефильтрованное', 'Крафт', 'Безалкогольное'],
  },
  wine: {
    prices: [890, 2490],
    codePrefix: 'WN',
    images: [...MEDIA.products.soft, ...MEDIA.products.other],
    descriptions: [
      'Сухое вино с ароматом спелых ягод и бархатистым послевкусием.',
      'Свежее вино с цитрусовыми нотами, хорошо к морепродуктам.',
      'Вино из винограда черноморского побережья, выдержанное в дубе.',
    ],
    filters: ['Сухое', 'Полусладкое', 'Игристое', 'Россия', 'Италия'],
  },
  soft: {
    prices: [129, 249],
    codePrefix: 'DR',
    images: MEDIA.products.soft,
    descriptions: [
      'Освежающий напиток собственного приготовления.',
      'Из натуральных ягод, без консервантов.',
      'Подаётся охлаждённым, со льдом по желанию.',
    ],
    filters: ['Без сахара', 'Холодные', 'Ягодные', 'Новинка'],
  },
  coffee: {
    prices: [149, 279],
    codePrefix: 'CF',
    images: [...MEDIA.products.soft, ...MEDIA.products.desserts],
    descriptions: [
      'Зёрна свежей обжарки, арабика из Бразилии и Колумбии.',
      'Листовой чай, заваривается в чайнике на двоих.',
      'Готовим на обычном или растительном молоке.',
    ],
    filters: ['Горячие', 'На альтернативном молоке', 'Без кофеина'],
  },
  bar: {
    prices: [290, 690],
    codePrefix: 'BAR',
    images: [...MEDIA.products.soft, ...MEDIA.products.beer],
    descriptions: [
      'Классический рецепт в исполнении наших барменов.',
      'Подаётся со льдом и долькой цитруса.',
      'Порция 50 мл, к напитку можно заказать закуску.',
    ],
    filters: ['Крепкие', 'Слабоалкогольные', 'Безалкогольные', 'Хит продаж'],
  },
  desserts: {
    prices: [190, 449],
    codePrefix: 'DS',
    images: [...MEDIA.products.desserts, ...MEDIA.products.other],
    descriptions: [
      'Нежный десерт по домашнему рецепту.',
      'Готовим каждое утро из свежих сливок и ягод.',
      'Отлично сочетается с капучино или чаем.',
    ],
    filters: ['Без сахара', 'Шоколадные', 'Ягодные', 'Хит продаж'],
  },
  snacks: {
    prices: [190, 490],
    codePrefix: 'SN',
    images: [...MEDIA.products.other, ...MEDIA.products.beer],
    descriptions: [
      'Хрустящая закуска, которая идеально подходит к пиву.',
      'Подаётся горячей, с соусом на выбор.',
      'Большая порция на компанию.',
    ],
    filters: ['Острое', 'К пиву', 'Хит продаж', 'Новинка'],
  },
  sauces: {
    prices: [49, 69],
    codePrefix: 'SC',
    images: MEDIA.products.other,
    descriptions: ['Фирменный соус, 40 г.', 'Соус к пицце, роллам и закускам, 40 г.'],
    filters: ['Острое', 'Сладкое', 'Классика'],
  },
};
