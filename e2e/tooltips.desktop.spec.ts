import type { Locator, Page } from '@playwright/test';
import { formatPrice } from '../lib/content/format';
import { content, expect, test } from './fixtures';

const [first, second] = content.sessions.offers;
const { openDelayMs, skipDelayMs } = content.interface.tooltip;
const priceButton = (page: Page, offer: typeof first) => page.getByRole('article', { name: offer.title }).getByRole('button', { name: formatPrice(offer.price) });

async function pointAt(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Milliseconds from the pointer entering the trigger to the tooltip opening (its popover's toggle event),
 * timed inside the page (performance.now) so the test runner's own latency does not count.
 */
async function msUntilTooltip(page: Page, trigger: Locator, text: string): Promise<number> {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.evaluate((element, expected) => {
    const timing = { entered: 0, shown: 0 };
    Object.assign(window, { tooltipTiming: timing });
    element.addEventListener('pointerenter', () => (timing.entered = performance.now()), { once: true });
    for (const tooltip of document.querySelectorAll('[role="tooltip"]')) {
      tooltip.addEventListener('beforetoggle', (event) => {
        if ((event as ToggleEvent).newState === 'open' && tooltip.textContent === expected) timing.shown = performance.now();
      });
    }
  }, text);
  await pointAt(page, trigger);
  await expect(page.getByRole('tooltip')).toHaveText(text);
  return page.evaluate(() => {
    const { entered, shown } = (window as unknown as { tooltipTiming: { entered: number; shown: number } }).tooltipTiming;
    return shown - entered;
  });
}

test.describe('Sessions tooltips with a pointer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sessions/');
    await page.mouse.move(5, 400);
  });

  test('the first opens after the open delay, not before', async ({ page }) => {
    const elapsed = await msUntilTooltip(page, priceButton(page, first), first.priceTooltip);
    expect(elapsed).toBeGreaterThanOrEqual(openDelayMs - 20);
    expect(elapsed).toBeLessThan(openDelayMs + 300);
  });

  test('the next, reached within the skip delay, opens at once', async ({ page }) => {
    await pointAt(page, priceButton(page, second));
    await expect(page.getByRole('tooltip')).toHaveText(second.priceTooltip);
    const elapsed = await msUntilTooltip(page, priceButton(page, first), first.priceTooltip);
    expect(elapsed).toBeLessThan(Math.min(skipDelayMs, openDelayMs) / 2);
  });

  test('stays open while the pointer is over the tooltip itself', async ({ page }) => {
    await pointAt(page, priceButton(page, second));
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await pointAt(page, tooltip);
    await page.waitForTimeout(400);
    await expect(tooltip).toHaveText(second.priceTooltip);
    await page.mouse.move(5, 400);
    await expect(tooltip).toHaveCount(0);
  });

  test('a click keeps open the tooltip the pointer opened, until Escape', async ({ page }) => {
    const price = priceButton(page, first);
    await pointAt(page, price);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(first.priceTooltip);
    await price.click();
    await page.mouse.move(5, 400);
    await page.waitForTimeout(400);
    await expect(tooltip).toHaveText(first.priceTooltip);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
  });

  test('sits just above its trigger', async ({ page }) => {
    const price = priceButton(page, second);
    await pointAt(page, price);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const [tip, trigger] = [(await tooltip.boundingBox())!, (await price.boundingBox())!];
    expect(tip.y + tip.height).toBeLessThanOrEqual(trigger.y);
    expect(trigger.y - (tip.y + tip.height)).toBeLessThan(24);
    expect(Math.abs(tip.x - trigger.x)).toBeLessThan(2);
  });
});

test.describe('A tooltip closed during its open delay', () => {
  const dismissals: [string, (page: Page, trigger: Locator) => Promise<void>][] = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['a second press', (_page, trigger) => trigger.click()],
  ];
  for (const [name, dismiss] of dismissals) {
    test(`stays closed after ${name} while the pointer rests on its button`, async ({ page }) => {
      await page.goto('/sessions/');
      await page.mouse.move(5, 400);
      const price = priceButton(page, first);
      const tooltip = page.getByRole('tooltip');
      // The press arrives with the pointer, well inside the open delay, and the dismissal straight after it.
      await price.click();
      await expect(tooltip).toHaveText(first.priceTooltip);
      await dismiss(page, price);
      await expect(tooltip).toHaveCount(0);
      await page.waitForTimeout(openDelayMs + 300);
      await expect(tooltip).toHaveCount(0);
    });
  }
});
