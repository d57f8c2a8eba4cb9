import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiRoutes } from './support/api-routes';
import {
  hasFilePart,
  isCall,
  jsonBody,
  multipartField,
  preferStatus,
  recordRequests,
} from './support/requests';
import { pngFile } from './support/files';
import { alertsRegion } from './support/locators';

test.use({ signedIn: true });

const slides = (page: Page) => page.getByRole('form', { name: 'Слайды' }).getByRole('listitem');
const slide = (page: Page, position: number) =>
  page.getByRole('listitem', { name: `Слайд ${position}`, exact: true });
const content = (page: Page, position: number) =>
  slide(page, position).getByRole('textbox', { name: 'Текст слайда' });
const saveSlidesButton = (page: Page) => page.getByRole('button', { name: 'Сохранить слайды' });
const newSlide = (page: Page) => page.getByRole('form', { name: 'Новый слайд' });
const addButton = (page: Page) => newSlide(page).getByRole('button', { name: 'Добавить слайд' });

async function open(page: Page) {
  await page.goto('/slider');
  await expect(content(page, 1)).toHaveValue('Пицца выходного дня — вторая в подарок');
}

test("shows the mock's slides with their buttons; the ends cannot move outwards", async ({
  page,
  expectNoA11yViolations,
  snap,
}) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Слайдер' })).toBeVisible();
  await expect(slides(page)).toHaveCount(3);
  await expect(content(page, 2)).toHaveValue(/^Доставляем по всей Калининградской области/);
  await expect(
    slide(page, 1).getByRole('img', { name: 'Слайд 1: Пицца выходного дня — вторая в подарок' }),
  ).toHaveAttribute('src', '/media/slider/pizza-weekend.svg');
  await expect(
    slide(page, 1).getByRole('button', { name: 'Сдвинуть влево: слайд 1' }),
  ).toBeDisabled();
  await expect(
    slide(page, 1).getByRole('button', { name: 'Сдвинуть вправо: слайд 1' }),
  ).toBeEnabled();
  await expect(
    slide(page, 3).getByRole('button', { name: 'Сдвинуть вправо: слайд 3' }),
  ).toBeDisabled();
  await expect(slide(page, 3).getByRole('button', { name: 'Удалить слайд 3' })).toBeEnabled();
  await expect(addButton(page)).toBeDisabled();
  await expect(saveSlidesButton(page)).toBeEnabled();
  await expectNoA11yViolations(page);
  await snap(page, 'slider');
});

test("moves swap neighbours, deletion asks 'Удалить слайд?', one save sends them all", async ({
  page,
}) => {
  await open(page);
  await slide(page, 1).getByRole('button', { name: 'Сдвинуть вправо: слайд 1' }).click();
  await expect(content(page, 1)).toHaveValue(/^Доставляем/);
  await expect(content(page, 2)).toHaveValue('Пицца выходного дня — вторая в подарок');

  const remove = slide(page, 3).getByRole('button', { name: 'Удалить слайд 3' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить слайд?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(slides(page)).toHaveCount(3);
  await remove.click();
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(slides(page)).toHaveCount(2);
  await expect(
    slide(page, 2).getByRole('button', { name: 'Сдвинуть вправо: слайд 2' }),
  ).toBeDisabled();

  await content(page, 1).fill('Бесплатная доставка от 1500 ₽');
  const saves = recordRequests(page, isCall('PUT', '/api/admin/common/slider/save'));
  await saveSlidesButton(page).click();
  await expect(alertsRegion(page).getByRole('status')).toContainText('Слайды сохранены');
  // No delete call exists: the deleted slide is simply not in the saved list.
  expect(saves.map(jsonBody)).toEqual([
    [
      {
        id: 2,
        path: '/media/slider/delivery.svg',
        content: 'Бесплатная доставка от 1500 ₽',
        order: 1,
      },
      {
        id: 1,
        path: '/media/slider/pizza-weekend.svg',
        content: 'Пицца выходного дня — вторая в подарок',
        order: 2,
      },
    ],
  ]);
});

test('every slide needs content: an empty one blocks Save with a message', async ({ page }) => {
  await open(page);
  await content(page, 2).fill('');
  await expect(slide(page, 2).getByText('Обязательное поле')).toBeVisible();
  await expect(content(page, 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(saveSlidesButton(page)).toBeDisabled();
  await content(page, 2).fill('Доставка по области');
  await expect(saveSlidesButton(page)).toBeEnabled();
});

test("a new slide needs an image and content; 'Слайд добавлен' and it joins the list", async ({
  page,
  snap,
}) => {
  await open(page);
  const text = newSlide(page).getByRole('textbox', { name: 'Текст слайда' });
  await text.fill('Новая барная карта');
  await expect(newSlide(page).getByText('Выберите изображение')).toBeVisible();
  await expect(addButton(page)).toBeDisabled();
  await snap(page, 'slider-new-invalid');

  await text.fill('');
  await newSlide(page).getByLabel('Изображение').setInputFiles(pngFile('bar.png'));
  await expect(newSlide(page).getByText('Обязательное поле')).toBeVisible();
  await expect(addButton(page)).toBeDisabled();

  await text.fill('Новая барная карта');
  await expect(addButton(page)).toBeEnabled();
  const adds = recordRequests(page, isCall('POST', '/api/admin/common/slider/add'));
  await addButton(page).click();
  await expect(alertsRegion(page).getByRole('status')).toContainText('Слайд добавлен');
  expect(adds).toHaveLength(1);
  const add = adds[0];
  expect(add && multipartField(add, 'content')).toBe('Новая барная карта');
  expect(add && hasFilePart(add, 'file', 'bar.png')).toBe(true);

  await expect(slides(page)).toHaveCount(4);
  await expect(content(page, 4)).toHaveValue('Новая барная карта — 30 авторских коктейлей');
  await expect(text).toHaveValue('');
  await expect(newSlide(page).getByRole('img')).toHaveCount(0);
  await expect(addButton(page)).toBeDisabled();
});

test('a failed save shows the error alert and keeps the edits', async ({ page }) => {
  await preferStatus(page, apiRoutes.slidesSave, 500);
  await open(page);
  await slide(page, 2).getByRole('button', { name: 'Сдвинуть влево: слайд 2' }).click();
  await content(page, 1).fill('Доставка по области');
  await saveSlidesButton(page).click();
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(content(page, 1)).toHaveValue('Доставка по области');
  await expect(content(page, 2)).toHaveValue('Пицца выходного дня — вторая в подарок');
  await expect(saveSlidesButton(page)).toBeEnabled();
});

test('a failed add shows the error alert and keeps the new slide typed', async ({ page }) => {
  await preferStatus(page, apiRoutes.slideAdd, 500);
  await open(page);
  const text = newSlide(page).getByRole('textbox', { name: 'Текст слайда' });
  await newSlide(page).getByLabel('Изображение').setInputFiles(pngFile());
  await text.fill('Новая барная карта');
  await addButton(page).click();
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(text).toHaveValue('Новая барная карта');
  await expect(slides(page)).toHaveCount(3);
  await expect(addButton(page)).toBeEnabled();
});

test('a failed load shows the error alert and no list to save', async ({ page }) => {
  await preferStatus(page, apiRoutes.slides, 500);
  await page.goto('/slider');
  await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(saveSlidesButton(page)).toHaveCount(0);
});
