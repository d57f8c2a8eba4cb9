import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { on, reply, resetServer } from '../../../test/fake-api';
import type * as modificatorFields from './modificator-fields';
import type { ModificatorFieldsProps } from './modificator-fields';
import { ProductEditor } from './product-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

/** How often each modificator's fields rendered, by the modificator's place in the form. */
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('./modificator-fields', async (importOriginal) => {
  const actual = await importOriginal<typeof modificatorFields>();
  function CountedModificatorFields(props: ModificatorFieldsProps) {
    renders.set(props.path, (renders.get(props.path) ?? 0) + 1);
    return <actual.ModificatorFields {...props} />;
  }
  return { ...actual, ModificatorFields: CountedModificatorFields };
});

const childModificator = (order: number) => ({
  name: `Вариант ${order}`,
  price: 10 * order,
  defaultCount: 0,
  minCount: 0,
  maxCount: 1,
  order,
  isRequried: false,
  image: null,
});

const modificator = (order: number) => ({
  ...childModificator(order),
  name: `Добавка ${order}`,
  price: 50 * order,
  maxCount: 2,
  // One with a child, so a child's fields are counted too.
  child: order === 1 ? [childModificator(1)] : [],
});

const product = {
  id: 21,
  name: 'Пицца Маргарита',
  price: 549,
  oldPrice: null,
  isPublished: true,
  isNew: false,
  isFavorite: false,
  code: 'PZ-001',
  order: 1,
  barcode: '',
  categoryIds: [],
  description: '',
  images: [],
  modificators: [1, 2, 3].map(modificator),
};

const group = (name: string) => screen.getByRole('group', { name });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

/** Opens the product and waits until it is loaded and checked (Save enabled). */
async function openProduct() {
  renderRoutes(
    [{ path: '/products/edit/:id', element: <ProductEditor id={21} categoryOptions={[]} /> }],
    '/products/edit/21',
  );
  await screen.findByDisplayValue('Добавка 3');
  await waitFor(() => expect(saveButton()).toBeEnabled());
}

// A long form: user-event typing is slow in jsdom on a busy machine.
describe('ProductEditor while typing', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    renders.clear();
    on('GET /api/admin/catalog/product/edit/21', reply(product));
  });

  it("a keystroke in one modificator renders no other modificator's fields again", async () => {
    const user = userEvent.setup();
    await openProduct();
    const before = new Map(renders);

    const second = within(group('Модификатор 2: Добавка 2'));
    const name = second.getByRole('textbox', { name: /Название/ });
    await user.type(name, ' острая');
    await user.clear(second.getByRole('textbox', { name: /Цена/ }));

    // The first keystroke made the form dirty and the cleared price made it invalid: neither
    // may render the whole editor again.
    expect(saveButton()).toBeDisabled();
    expect(
      within(group('Модификатор 2: Добавка 2 острая')).getByText('Обязательное поле'),
    ).toBeInTheDocument();
    for (const path of ['modificators.0', 'modificators.1', 'modificators.2']) {
      expect(renders.get(path), path).toBe(before.get(path));
    }
  });

  // The slowest interaction of the editor was this click, with every card rendered again.
  it("adding a modificator renders none of the existing modificators' fields again", async () => {
    const user = userEvent.setup();
    await openProduct();
    const before = new Map(renders);
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['modificators.0', 'modificators.0.child.0', 'modificators.2']),
    );

    await user.click(screen.getByRole('button', { name: 'Добавить модификатор' }));

    // The new one's empty name makes the form invalid: the check after the append is done.
    expect(group('Модификатор 4')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(renders.get('modificators.3')).toBeGreaterThan(0);
    for (const [path, count] of before) expect(renders.get(path), path).toBe(count);
  });
});
