import { expect, type Page } from '@playwright/test';
import { ADMIN } from './sandbox-api';

/** A suffix that makes a test's records its own, in this run and across runs. */
export const runId = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;

export const loginForm = (page: Page) => ({
  userName: page.getByRole('textbox', { name: 'Логин', exact: true }),
  password: page.getByRole('textbox', { name: 'Пароль', exact: true }),
  submit: page.getByRole('button', { name: 'Войти' }),
});

/** Signs in through the login screen with the sandbox's admin, as a person would. */
export async function signInThroughUi(page: Page): Promise<void> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.userName.fill(ADMIN.userName);
  await form.password.fill(ADMIN.password);
  await form.submit.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
}

/** Runs a list screen's search (on Enter). */
export async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Поиск' });
  await box.fill(text);
  await box.press('Enter');
}

/** Confirms the open 'Да / Отмена' dialog with this question. */
export async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.getByRole('button', { name: 'Да' }).click();
  await expect(dialog).toBeHidden();
}
