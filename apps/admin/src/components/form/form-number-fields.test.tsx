import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { installZodMessages } from '../../lib/zod-messages';
import { FormMoneyField } from './form-money-field';
import { FormNumberField } from './form-number-field';

// The contract's shapes: a required price, a nullable old price, an optional whole order >= 0.
const schema = z.object({
  price: z
    .optional(z.number().check(z.gte(0)))
    .check(z.refine((price) => price !== undefined, { error: 'Обязательное поле' })),
  oldPrice: z.nullish(z.number().check(z.gte(0))),
  order: z.optional(z.int().check(z.gte(0))),
});
type Values = z.infer<typeof schema>;
const MoneyField = FormMoneyField<Values>;
const NumberField = FormNumberField<Values>;

// The aliases still check each name against the form's paths, as the type argument did.
// @ts-expect-error 'total' is no path of Values
const _unknownName = <MoneyField name="total" label="Итого" />;

function Harness({ initial, onSave }: { initial: Values; onSave: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: 'all',
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <MoneyField name="price" label="Цена" isRequired />
        <MoneyField name="oldPrice" label="Старая цена" emptyValue={null} />
        <NumberField name="order" label="Порядок" min={0} isInteger />
        <button type="submit" disabled={!form.formState.isValid}>
          Сохранить
        </button>
      </form>
    </FormProvider>
  );
}

const setup = (initial: Values = { price: undefined, oldPrice: null, order: undefined }) => {
  const onSave = vi.fn();
  render(<Harness initial={initial} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
};

const price = () => screen.getByRole('textbox', { name: /^Цена/ });
const oldPrice = () => screen.getByRole('textbox', { name: 'Старая цена' });
const order = () => screen.getByRole('spinbutton', { name: 'Порядок' });
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('FormMoneyField', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);

  it('is a decimal text field that reads a comma as the decimal separator and says so', async () => {
    const { user, onSave } = setup();
    expect(price()).toHaveAttribute('inputmode', 'decimal');
    expect(price()).not.toHaveAttribute('type', 'number');

    await user.type(price(), '549,50');
    expect(price()).toHaveValue('549,50');
    expect(price()).toHaveAccessibleDescription('Будет сохранено: 549.50');
    expect(price()).not.toHaveAttribute('aria-invalid');

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ price: 549.5, oldPrice: null, order: undefined });
  });

  it.each([
    ['5,5,5', 'Введите сумму цифрами, например 549,50'],
    ['1e3', 'Введите сумму цифрами, например 549,50'],
    ['12р', 'Введите сумму цифрами, например 549,50'],
    ['549,505', 'Не больше двух знаков после запятой'],
    ['-5', 'Не меньше 0'],
  ])('refuses %s with a Russian message and keeps what was typed', async (typed, message) => {
    const { user } = setup();
    await user.type(price(), typed);
    expect(price()).toHaveValue(typed);
    expect(price()).toHaveAttribute('aria-invalid', 'true');
    expect(price()).toHaveAccessibleDescription(message);
    expect(save()).toBeDisabled();
  });

  it('empties an optional amount to its empty value, and shows a loaded amount with two decimals', async () => {
    const { user, onSave } = setup({ price: 549, oldPrice: 599.9, order: 2 });
    expect(price()).toHaveValue('549.00');
    expect(oldPrice()).toHaveValue('599.90');
    // Nothing typed yet: no hint under a loaded amount.
    expect(oldPrice()).not.toHaveAccessibleDescription();

    await user.clear(oldPrice());
    await user.clear(price());
    await user.type(price(), '549.5');
    expect(price()).toHaveAccessibleDescription('Будет сохранено: 549.50');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ price: 549.5, oldPrice: null, order: 2 });
  });
});

describe('FormNumberField', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);

  it('flags a negative order instead of dropping its sign', async () => {
    const { user } = setup({ price: 1, oldPrice: null, order: undefined });
    await user.type(order(), '-3');
    expect(order()).toHaveValue('-3');
    expect(order()).toHaveAccessibleDescription('Не меньше 0');
    expect(save()).toBeDisabled();
  });

  it.each([
    ['1e1', 'Введите число'],
    ['2,5', 'Введите целое число'],
    ['-', 'Введите число'],
  ])('does not read %s as another number', async (typed, message) => {
    const { user } = setup({ price: 1, oldPrice: null, order: undefined });
    await user.type(order(), typed);
    expect(order()).toHaveValue(typed);
    expect(order()).toHaveAccessibleDescription(message);
    expect(save()).toBeDisabled();
  });

  it('sends a typed whole number as a number, and an emptied one as absent', async () => {
    const { user, onSave } = setup({ price: 1, oldPrice: null, order: 4 });
    await user.clear(order());
    await user.type(order(), '12');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ order: 12 });

    await user.clear(order());
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[0]).toEqual({ price: 1, oldPrice: null, order: undefined });
  });
});
