import type { Page } from '@playwright/test';
import { content, expect, routes, test } from './fixtures';

const { hero } = content.home;

/** Every element that takes keyboard focus in document order, walked with Tab. */
async function tabThrough(page: Page, visit: (info: FocusInfo) => void) {
  const stops = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, summary, iframe, [tabindex]:not([tabindex="-1"])')].filter(
        (element) => element.checkVisibility() && !element.closest('[hidden]'),
      ).length,
  );
  for (let index = 0; index < stops; index += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A link that wraps has several line boxes: its first one is where the visitor sees it start.
      const rect = element.getClientRects()[0] ?? element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // What sits on top at the element's centre: itself (or its child) unless something covers it.
      const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 10));
      return {
        label: `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('title') ?? '').trim().slice(0, 40)}"`,
        isFrame: element.tagName === 'IFRAME',
        covered: !onTop || !(element === onTop || element.contains(onTop)),
        top: rect.top,
        viewportHeight: window.innerHeight,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (info) visit(info);
  }
  return stops;
}

type FocusInfo = { label: string; isFrame: boolean; covered: boolean; top: number; viewportHeight: number; outline: boolean };

test.describe('keyboard', () => {
  for (const route of routes) {
    test(`${route}: every stop shows a focus outline and is not hidden under the sticky header`, async ({ page }) => {
      await page.goto(route);
      const problems: string[] = [];
      const stops = await tabThrough(page, (info) => {
        if (info.isFrame) return; // focus moves into the third-party form; its own page draws the focus
        if (!info.outline) problems.push(`${info.label}: no visible focus outline`);
        if (info.top < 0 || info.top > info.viewportHeight) problems.push(`${info.label}: off screen`);
        else if (info.covered) problems.push(`${info.label}: covered (by the sticky header?)`);
      });
      expect(stops).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('structure', () => {
  for (const route of [...routes, '/missing-page/']) {
    test(`${route}: one h1, headings in order, landmarks, image alt text`, async ({ page }) => {
      await page.goto(route);
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1] + 1);
      });

      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: content.interface.menu.label })).toHaveCount(1);

      // A picture says what it shows, except the hero's drawing and the decorative marks hidden from assistive
      // technology (the benefits' drawings, whose titles say the same), which have an empty alt.
      const images = await page
        .locator('main img')
        .evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt'), hidden: img.closest('[aria-hidden="true"]') !== null })));
      for (const image of images) {
        expect(image.alt, `${image.src} has an alt attribute`).not.toBeNull();
        if (image.src === hero.image.src || image.hidden) expect(image.alt).toBe('');
        else expect(image.alt!.length, `${image.src} says what it shows`).toBeGreaterThan(20);
      }
    });

    test(`${route}: every control is at least 24 × 24 px, except links inside a line of text`, async ({ page }) => {
      await page.goto(route);
      const small = await page.locator('a[href], button, summary').evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).checkVisibility() && !element.closest('.sr-only'))
          // WCAG 2.5.8's inline exception: a link within a line of text is as tall as the text.
          .filter((element) => !(element.tagName === 'A' && (element.parentElement?.textContent ?? '').length > (element.textContent ?? '').length))
          .map((element) => ({ text: element.textContent?.trim().slice(0, 30), rect: element.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width < 24 || rect.height < 24)
          .map(({ text, rect }) => `${text}: ${Math.round(rect.width)}×${Math.round(rect.height)}`),
      );
      expect(small).toEqual([]);
    });
  }
});

test.describe('reflow', () => {
  for (const [label, viewport] of [
    ['320 px wide', { width: 320, height: 640 }],
    ['200% zoom of 1280 px', { width: 640, height: 400 }],
  ] as const) {
    // Twice: in the site's fonts, and in the fallback font a visitor sees while the fonts are late or
    // when they are blocked (wider, so a long word that fits in one may not fit in the other).
    for (const fonts of ['its own fonts', 'the fallback font'] as const) {
      test(`no page scrolls sideways at ${label} in ${fonts}`, async ({ page }) => {
        if (fonts === 'the fallback font') await page.route(/\.woff2(\?|$)/, (route) => route.abort());
        await page.setViewportSize(viewport);
        for (const route of routes) {
          await page.goto(route);
          // The fonts swap in when they arrive, which on a busy machine can be after the load event.
          if (fonts === 'its own fonts') await page.evaluate(() => document.fonts.ready);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${route} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        }
      });
    }
  }
});

test.describe('reduced motion', () => {
  test('turns transitions off when the visitor asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const seconds = await page
      .getByRole('link', { name: hero.secondary.label })
      .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(seconds).toBeLessThan(0.001);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const normal = await page
      .getByRole('link', { name: hero.secondary.label })
      .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(normal).toBeGreaterThan(0.05);
  });
});
