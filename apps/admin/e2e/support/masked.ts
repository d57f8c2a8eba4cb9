import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the mask library has looked at its field again. @react-input/mask polls the
 * caret with a timer while the field has focus and rejects an input event that arrives before
 * that timer has run since the previous one (it puts the old text back). A person never types
 * that fast; a test that clears and refills a field in two steps can, on a busy machine. A page
 * timer due later than the mask's next poll resolves only after that poll has run.
 */
export async function maskSettled(input: Locator) {
  await input.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
}

/**
 * Replaces a masked field's text with these characters in one input event, after emptying it:
 * the mask adds the separators, and takes new digits reliably only into an empty field.
 */
export async function replaceMasked(input: Locator, text: string) {
  await input.focus();
  await maskSettled(input);
  await input.fill('');
  await expect(input).toHaveValue('');
  if (!text) return;
  await maskSettled(input);
  await input.fill(text);
}
