/** The slider. */
export const sliderMessages = {
  slider: {
    title: 'Слайдер',
    newSlide: 'Новый слайд',
    image: 'Изображение',
    imageRequired: 'Выберите изображение',
    content: 'Текст слайда',
    add: 'Добавить слайд',
    added: 'Слайд добавлен',
    slides: 'Слайды',
    slide: (position: number) => `Слайд ${position}`,
    slideImage: (position: number, content: string) =>
      content.trim() === '' ? `Слайд ${position}` : `Слайд ${position}: ${content.trim()}`,
    moveLeft: (position: number) => `Сдвинуть влево: слайд ${position}`,
    moveRight: (position: number) => `Сдвинуть вправо: слайд ${position}`,
    remove: (position: number) => `Удалить слайд ${position}`,
    deletePrompt: 'Удалить слайд?',
    save: 'Сохранить слайды',
    saved: 'Слайды сохранены',
    empty: 'Список пуст',
    unsavedHint:
      'Изменения порядка, текста и удаление слайдов сохраняются кнопкой «Сохранить слайды».',
  },
} as const;
