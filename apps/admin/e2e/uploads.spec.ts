import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { openMargherita } from './support/screens';
import { apiRoutes } from './support/api-routes';
import { holdRequests, isCall, jsonBody, preferStatus, recordRequests } from './support/requests';
import { pngFile, svgFile } from './support/files';
import { alertsRegion, saveButton } from './support/locators';

// The product editor renders about ninety inputs: on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.use({ signedIn: true });

const productImages = (page: Page) => page.getByRole('group', { name: 'Изображения' });
const progress = (scope: Page | Locator) =>
  scope.getByRole('progressbar', { name: 'Загрузка изображения' });

/** A picture's first bytes padded to the given size: a real PNG as far as the content goes. */
const pngOfSize = (bytes: number) => {
  const buffer = Buffer.alloc(bytes);
  pngFile().buffer.copy(buffer);
  return { name: 'huge.png', mimeType: 'image/png', buffer };
};

test.describe('one image field for every upload', () => {
  test('the product editor holds Save while an image uploads and shows its progress', async ({
    page,
  }) => {
    await openMargherita(page);
    await expect(saveButton(page)).toBeEnabled();
    const held = await holdRequests(page, apiRoutes.catalogImage);

    await productImages(page).getByLabel('Добавить изображение').setInputFiles(pngFile());
    await expect(saveButton(page)).toBeDisabled();
    const bar = progress(productImages(page));
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);

    held.release();
    await expect(productImages(page).getByRole('img')).toHaveCount(3);
    await expect(bar).toBeHidden();
    await expect(saveButton(page)).toBeEnabled();
  });

  test('refuses a text file renamed .png, an empty file and an 11 MB file; nothing is sent', async ({
    page,
  }) => {
    await page.goto('/products/edit/new');
    const uploads = recordRequests(page, isCall('POST', '/api/admin/catalog/image/save'));
    const picker = productImages(page).getByLabel('Добавить изображение');

    await picker.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Это текст, а не картинка'),
    });
    await expect(productImages(page).getByText('Можно загрузить только изображение')).toBeVisible();

    await picker.setInputFiles({
      name: 'empty.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(0),
    });
    await expect(productImages(page).getByText('Файл пустой')).toBeVisible();

    await picker.setInputFiles(pngOfSize(11 * 1024 * 1024));
    await expect(productImages(page).getByText('Файл больше 10 МБ')).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');

    await expect(productImages(page).getByText('Изображений нет')).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  test('a failed upload says so at the field and in the alert, and keeps no image', async ({
    page,
  }) => {
    await preferStatus(page, '**/api/admin/catalog/image/save', 500);
    await page.goto('/categories/edit/new');
    await page.getByRole('textbox', { name: /Название/ }).fill('Салаты');
    await page.getByLabel('Изображение', { exact: true }).setInputFiles(svgFile());

    await expect(alertsRegion(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера');
    await expect(
      page.getByText('Изображение не загружено: Внутренняя ошибка сервера'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Изображение категории' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /Название/ })).toHaveValue('Салаты');
    await expect(saveButton(page)).toBeEnabled();
  });

  test('a gallery shows two images with one id and moves them with the keyboard', async ({
    page,
  }) => {
    // A server that answered two uploads with one record: the same id twice.
    await page.route(apiRoutes.product, async (route) => {
      const response = await route.fetch();
      const product = (await response.json()) as Record<string, unknown>;
      const images = [
        { id: 900, path: '/media/products/margarita.svg', originalName: 'first.svg', order: 1 },
        { id: 900, path: '/media/products/pepperoni.svg', originalName: 'second.svg', order: 2 },
      ];
      await route.fulfill({ response, json: { ...product, images } });
    });
    await openMargherita(page);
    const items = productImages(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const expectOrder = async (...names: string[]) => {
      for (const [index, name] of names.entries()) {
        await expect(items.nth(index).getByRole('img')).toHaveAccessibleName(
          `Изображение ${index + 1}: ${name}`,
        );
      }
    };
    await expectOrder('first.svg', 'second.svg');

    await items.first().focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await page.keyboard.press('Alt+ArrowRight');
    await expectOrder('second.svg', 'first.svg');
    await expect(items.nth(1)).toBeFocused();
    // The buttons follow the same rule: the first cannot move left, the last not right.
    await expect(items.first().getByRole('button', { name: 'Сдвинуть влево' })).toBeDisabled();
    await expect(items.last().getByRole('button', { name: 'Сдвинуть вправо' })).toBeDisabled();

    const save = page.waitForRequest(isCall('POST', '/api/admin/catalog/product/edit'));
    await saveButton(page).click();
    expect(jsonBody(await save)).toMatchObject({
      images: [
        { id: 900, originalName: 'second.svg', order: 1 },
        { id: 900, originalName: 'first.svg', order: 2 },
      ],
    });
  });
});

type Place = {
  name: string;
  url: string;
  api: string;
  /** Where the field is; the page when omitted. */
  scope?: (page: Page) => Locator;
  /** The picker's label; a RegExp where a mark follows it (the required '*'). */
  picker: string | RegExp;
  /** The preview of the mock's answer. */
  preview: (scope: Page | Locator) => Locator;
  src: string;
  /** The button that waits for the upload: the editor's Save, or the form's own button. */
  submit: string;
  isSubmitInScope?: boolean;
  /** A new-record form cannot be sent before its image is in anyway. */
  isNew?: boolean;
};

const CATALOG = '/media/products/pizza-margherita.svg';
const PROMOTION = '/media/promotions/happy-hour.svg';

const places: Place[] = [
  {
    name: 'category image',
    url: '/categories/edit/1',
    api: '**/api/admin/catalog/image/save',
    picker: 'Изображение',
    preview: (scope) => scope.getByRole('img', { name: 'Изображение категории' }),
    src: CATALOG,
    submit: 'Сохранить',
  },
  {
    name: 'store promotion image (a stored promotion)',
    url: '/stores/promotions',
    api: '**/api/admin/promotion/image/save',
    scope: (page) => page.getByRole('form', { name: 'Пицца 3 по цене 2', exact: true }),
    // Required: the label ends with its '*'.
    picker: /^Заменить изображение/,
    preview: (scope) => scope.getByRole('img', { name: 'Изображение акции «Пицца 3 по цене 2»' }),
    src: PROMOTION,
    submit: 'Сохранить акцию «Пицца 3 по цене 2»',
    isSubmitInScope: true,
  },
  {
    name: 'store promotion image (a new promotion)',
    url: '/stores/promotions',
    api: '**/api/admin/promotion/image/save',
    scope: (page) => page.getByRole('form', { name: 'Новая акция' }),
    picker: /^Изображение/,
    preview: (scope) => scope.getByRole('img', { name: 'Изображение новой акции' }),
    src: PROMOTION,
    submit: 'Добавить',
    isSubmitInScope: true,
    isNew: true,
  },
  {
    name: 'user promotion image',
    url: '/users/edit/12',
    api: '**/api/admin/promotion/image/save',
    scope: (page) => page.getByRole('form', { name: 'Акция «Скидка 15% на день рождения»' }),
    picker: /^Изображение акции/,
    preview: (scope) => scope.getByRole('img', { name: 'Изображение акции' }),
    src: PROMOTION,
    submit: 'Сохранить акцию «Скидка 15% на день рождения»',
    isSubmitInScope: true,
  },
  {
    name: 'bartender avatar',
    url: '/bartenders/edit/1',
    api: '**/api/admin/bartender/image/save',
    picker: 'Фото',
    preview: (scope) => scope.getByRole('img', { name: 'Фото' }),
    src: '/media/bartenders/kuznetsov.svg',
    submit: 'Сохранить',
  },
  {
    name: 'modificator image',
    url: '/products/edit/21',
    api: '**/api/admin/catalog/image/save',
    scope: (page) => page.getByRole('group', { name: 'Модификатор 3: Борт', exact: true }),
    picker: 'Изображение модификатора',
    preview: (scope) => scope.getByRole('img', { name: 'margarita.svg' }).first(),
    src: CATALOG,
    submit: 'Сохранить',
  },
  {
    name: 'news gallery',
    url: '/news/edit/17',
    api: '**/api/admin/news/image/save',
    picker: 'Добавить изображение',
    preview: (scope) => scope.getByRole('img', { name: 'Изображение 3' }),
    src: '/media/news/new-store.svg',
    submit: 'Сохранить',
  },
  {
    name: 'store gallery',
    url: '/stores/list/edit/3',
    api: '**/api/admin/store/image/save',
    picker: 'Добавить изображение',
    preview: (scope) => scope.getByRole('img', { name: 'Изображение магазина 3' }),
    src: '/media/stores/leninsky.svg',
    submit: 'Сохранить',
  },
  {
    name: 'product gallery',
    url: '/products/edit/21',
    api: '**/api/admin/catalog/image/save',
    scope: productImages,
    picker: 'Добавить изображение',
    preview: (scope) => scope.getByRole('img', { name: /^Изображение 3:/ }),
    src: CATALOG,
    submit: 'Сохранить',
  },
];

test.describe('every upload place uses the one field', () => {
  for (const place of places) {
    test(`${place.name}: progress and Save held while it uploads, the stored picture after`, async ({
      page,
    }) => {
      await page.goto(place.url);
      const scope = place.scope?.(page) ?? page;
      const submit = (place.isSubmitInScope ? scope : page).getByRole('button', {
        name: place.submit,
        exact: true,
      });
      // A modificator's children have pickers of their own: its own comes first.
      const picker = scope.getByLabel(place.picker, { exact: true }).first();
      await expect(picker).toBeAttached();
      if (!place.isNew) await expect(submit).toBeEnabled();
      const held = await holdRequests(page, place.api);

      await picker.setInputFiles(svgFile('small.svg'));
      await expect(progress(scope)).toBeVisible();
      await expect(submit).toBeDisabled();

      held.release();
      await expect(place.preview(scope)).toHaveAttribute('src', place.src);
      await expect(progress(scope)).toBeHidden();
      if (!place.isNew) await expect(submit).toBeEnabled();
    });
  }
});
