import { expect, test } from './fixtures';

// The harness itself: tests must never reach the network.
test('requests to other hosts are aborted', async ({ page }) => {
  await page.goto('/login');
  const outcome = await page.evaluate(() =>
    fetch('http://example.com/').then(
      () => 'reached',
      () => 'blocked',
    ),
  );
  expect(outcome).toBe('blocked');
});
