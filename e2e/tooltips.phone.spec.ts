import { test } from './fixtures';
import { expectSessionsExplainedOnPress } from './without-scripts';

test('on a touch screen each price and the Most Popular badge explain themselves on a tap', async ({ page }) => {
  await page.goto('/sessions/');
  await expectSessionsExplainedOnPress(page, (trigger) => trigger.tap());
});
