import type { Page } from '@playwright/test';

/** Picks an option of a labelled dropdown (the kit's Radix select). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const WEEKDAYS = ['ПН', 'ВТ', 'СР', 'ЧТ', 'ПТ', 'СБ', 'ВС'] as const;

/** Sets one time picker of the working hours, e.g. ('ПН', 'с', '09:30'). */
export async function setTime(
  page: Page,
  day: string,
  edge: 'с' | 'до',
  time: string,
): Promise<void> {
  // 'HH:mm' means zero seconds; '' empties every part (a closed day).
  const [hours = '', minutes = '', seconds = time === '' ? '' : '00'] = time.split(':');
  const group = page.getByRole('group', { name: `${day}, ${edge}`, exact: true });
  await group.getByRole('textbox', { name: 'Часы' }).fill(hours);
  await group.getByRole('textbox', { name: 'Минуты' }).fill(minutes);
  await group.getByRole('textbox', { name: 'Секунды' }).fill(seconds);
}
