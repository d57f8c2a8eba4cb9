import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { productFormDefaults, type ProductFormValues } from '../schemas';
import { ImagesSection } from './images-section';

let current: ProductFormValues | undefined;

function Harness() {
  const form = useForm<ProductFormValues>({
    defaultValues: {
      ...productFormDefaults,
      images: [
        { id: 311, path: '/media/a.svg', originalName: 'margarita.svg', order: 1 },
        { id: 312, path: '/media/b.svg', originalName: 'slice.svg', order: 2 },
      ],
    },
  });
  current = form.watch();
  return (
    <FormProvider {...form}>
      <ImagesSection />
    </FormProvider>
  );
}

describe('ImagesSection', () => {
  it("removes a product image only after 'Удалить изображение?'", async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const first = screen.getByRole('listitem', { name: 'Изображение 1: margarita.svg' });
    await user.click(within(first).getByRole('button', { name: 'Удалить изображение' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Удалить изображение?' });
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(current?.images).toHaveLength(2);

    await user.click(within(first).getByRole('button', { name: 'Удалить изображение' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(current?.images).toHaveLength(1));
    expect(current?.images[0]).toMatchObject({ id: 312, order: 1 });
  });
});
