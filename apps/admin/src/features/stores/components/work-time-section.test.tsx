import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useFormState, type Resolver } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderWithTexts } from '../../../test/render';

import { storeFormSchema, type StoreFormValues, storeFormDefaults } from '../schemas';
import { WorkTimeSection } from './work-time-section';

const HALF_DAY = 'Укажите время открытия и закрытия или оставьте день пустым';

/** Says whether the hours alone would let Save through (the other fields are left empty). */
function HoursValidity() {
  const { errors } = useFormState<StoreFormValues>();
  return <output data-testid="hours">{errors.workTime ? 'ошибка' : 'ок'}</output>;
}

function Harness({
  children,
  values = storeFormDefaults,
}: {
  children: ReactNode;
  values?: StoreFormValues;
}) {
  const form = useForm<StoreFormValues>({
    // The schema's input type has defaults (isBranded?), its output not: as in useEntityEditor.
    resolver: zodResolver(storeFormSchema) as Resolver<StoreFormValues>,
    defaultValues: values,
    mode: 'all',
  });
  return (
    <FormProvider {...form}>
      {children}
      <HoursValidity />
    </FormProvider>
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const hours = (name: string) => within(group(name)).getByRole('textbox', { name: 'Часы' });
const minutes = (name: string) => within(group(name)).getByRole('textbox', { name: 'Минуты' });
const seconds = (name: string) => within(group(name)).getByRole('textbox', { name: 'Секунды' });
const row = (day: string) => screen.getByRole('rowheader', { name: day }).closest('tr');

async function setTime(user: ReturnType<typeof userEvent.setup>, name: string, time: string) {
  const [h = '', m = '', sec = ''] = time.split(':');
  await user.clear(hours(name));
  if (h) await user.type(hours(name), h);
  await user.clear(minutes(name));
  if (m) await user.type(minutes(name), m);
  await user.clear(seconds(name));
  if (sec) await user.type(seconds(name), sec);
}

describe('WorkTimeSection', () => {
  beforeAll(installZodMessages);

  it('starts with every day empty (closed) and no error', () => {
    renderWithTexts(
      <Harness>
        <WorkTimeSection />
      </Harness>,
    );
    expect(hours('ПН, с')).toHaveValue('');
    expect(screen.queryByText(HALF_DAY)).not.toBeInTheDocument();
  });

  it('a day with one time only says so on its row, and the message goes once it is whole', async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <Harness>
        <WorkTimeSection />
      </Harness>,
    );
    await setTime(user, 'СР, с', '09:00:00');
    const wednesday = row('СР');
    expect(wednesday).not.toBeNull();
    await waitFor(() => expect(within(wednesday as HTMLElement).getByText(HALF_DAY)).toBeVisible());
    expect(hours('СР, до')).toHaveAttribute('aria-invalid', 'true');
    expect(hours('СР, до')).toHaveAccessibleDescription(HALF_DAY);
    expect(screen.getByTestId('hours')).toHaveTextContent('ошибка');

    await setTime(user, 'СР, до', '21:00:00');
    await waitFor(() => expect(screen.queryByText(HALF_DAY)).not.toBeInTheDocument());
    expect(screen.getByTestId('hours')).toHaveTextContent('ок');

    // Emptying both makes the day closed again, which is fine.
    await setTime(user, 'СР, с', '');
    await waitFor(() => expect(screen.getByText(HALF_DAY)).toBeVisible());
    await setTime(user, 'СР, до', '');
    await waitFor(() => expect(screen.queryByText(HALF_DAY)).not.toBeInTheDocument());
  });

  it('a stored half-filled day shows its error at once, untouched', async () => {
    const values = storeFormDefaults;
    values.workTime[4] = { from: '10:00:00', to: '' };
    renderWithTexts(
      <Harness values={values}>
        <WorkTimeSection />
      </Harness>,
    );
    const friday = row('ПТ');
    expect(friday).not.toBeNull();
    expect(await within(friday as HTMLElement).findByText(HALF_DAY)).toBeVisible();
    expect(screen.getAllByText(HALF_DAY)).toHaveLength(1);
  });

  it('shows the seconds of a stored time and lets them be chosen', async () => {
    const user = userEvent.setup();
    const values = structuredClone(storeFormDefaults);
    values.workTime[0] = { from: '10:00:30', to: '22:00:00' };
    renderWithTexts(
      <Harness values={values}>
        <WorkTimeSection />
      </Harness>,
    );
    expect(seconds('ПН, с')).toHaveValue('30');
    seconds('ПН, до').focus();
    await user.keyboard('{ArrowDown}');
    expect(seconds('ПН, до')).toHaveValue('59');
  });

  it("'Скопировать на все дни' puts Monday's hours on every day", async () => {
    const user = userEvent.setup();
    renderWithTexts(
      <Harness>
        <WorkTimeSection />
      </Harness>,
    );
    await setTime(user, 'ПН, с', '08:30:00');
    await setTime(user, 'ПН, до', '20:00:00');
    await user.click(screen.getByRole('button', { name: 'Скопировать на все дни' }));
    for (const day of ['ВТ', 'СР', 'ЧТ', 'ПТ', 'СБ', 'ВС']) {
      expect(hours(`${day}, с`)).toHaveValue('08');
      expect(minutes(`${day}, с`)).toHaveValue('30');
      expect(hours(`${day}, до`)).toHaveValue('20');
      expect(minutes(`${day}, до`)).toHaveValue('00');
    }
    expect(screen.getByTestId('hours')).toHaveTextContent('ок');
  });
});
