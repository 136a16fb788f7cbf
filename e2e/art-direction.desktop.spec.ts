import { addressLine, formatPrice, plainText } from '../lib/content/format';
import type { Locator } from '@playwright/test';
import { content, expect, routes, test } from './fixtures';

const { site } = content;
const pages = [...routes, '/no-such-page/'];

/** A paragraph's width in "ch", the width of a "0" in its own font: its measure, whatever its type size. */
const widthInCh = (paragraph: Locator) =>
  paragraph.evaluate((element) => {
    const probe = document.createElement('span');
    probe.textContent = '0';
    element.append(probe);
    const ch = probe.getBoundingClientRect().width;
    probe.remove();
    return element.getBoundingClientRect().width / ch;
  });

/** The art direction's rules that a browser can check: what ART-DIRECTION.md asks of every page. */
test.describe('art direction', () => {
  for (const route of pages) {
    test(`${route}: no dashed "wireframe" boxes, and every heading but the closing invitation left-aligned, at 375 and 1280 px`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const dashed = await page.evaluate(() =>
          [...document.querySelectorAll('body *')].filter((element) => {
            const style = getComputedStyle(element);
            return ['Top', 'Right', 'Bottom', 'Left'].some((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'dashed') && (element as HTMLElement).offsetWidth > 0;
          }).length,
        );
        expect(dashed, `dashed boxes at ${width} px`).toBe(0);
        const centred = await page.evaluate(() =>
          [...document.querySelectorAll('main h1, main h2')]
            .filter((heading) => (heading as HTMLElement).offsetWidth > 0 && heading.id !== 'cta-heading')
            .filter((heading) => !['left', 'start'].includes(getComputedStyle(heading).textAlign))
            .map((heading) => heading.textContent),
        );
        expect(centred, `centred headings at ${width} px`).toEqual([]);
      }
    });

    test(`${route}: printed, carries a letterhead with the studio's name, address, email and web address`, async ({ page }) => {
      await page.goto(route);
      await page.emulateMedia({ media: 'print' });
      const identity = page.locator('[data-print-identity]');
      await expect(identity).toBeVisible();
      for (const part of [site.name, addressLine(site), site.email, new URL(site.website.url).hostname]) await expect(identity).toContainText(part);
      await page.emulateMedia({ media: 'screen' });
      await expect(identity).toBeHidden();
    });

    test(`${route}: printed, every sheet after the first names the studio and how to reach her at its foot, and every sheet has its number`, async ({ page }) => {
      await page.goto(route);
      // The page's print rules as the browser parsed them: the sheets' margin boxes, by the sheets they apply to.
      const margins = await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print')
          .flatMap((media) => [...media.cssRules])
          .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
          .map((rule) => ({ sheets: rule.selectorText, boxes: Object.fromEntries([...rule.cssRules].map((box) => [(box as CSSRule & { name: string }).name, (box as CSSStyleRule).style.content])) })),
      );
      const every = margins.find(({ sheets, boxes }) => sheets === '' && boxes['bottom-left']);
      const foot = plainText(every!.boxes['bottom-left']);
      for (const part of [site.name, addressLine(site), site.email, new URL(site.website.url).hostname]) expect(foot).toContain(plainText(part));
      expect(every!.boxes['bottom-right']).toContain('counter(page)');
      // The first sheet has the letterhead instead of the foot, and its number like every other.
      expect(margins.find(({ sheets }) => sheets === ':first')?.boxes).toEqual({ 'bottom-left': 'none' });
    });

    test(`${route}: every email address on the page stays whole on one line at 320, 375, 768, 1280 and 1920 px`, async ({ page }) => {
      await page.goto(route);
      for (const width of [320, 375, 768, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const broken = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main a[href^="mailto:"]')]
            .filter((link) => link.offsetWidth > 0 && new Set([...link.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size > 1)
            .map((link) => link.closest('p, li, dd')?.textContent ?? link.textContent),
        );
        expect(broken, `addresses broken across lines at ${width} px`).toEqual([]);
      }
    });

    test(`${route}: loads at most 60 kB of font files`, async ({ page }) => {
      let bytes = 0;
      page.on('response', async (response) => {
        if (response.url().endsWith('.woff2')) bytes += (await response.body()).length;
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(60_000);
    });
  }

  for (const route of ['/privacy-policy/', '/terms/']) {
    test(`${route}: the legal text runs at most 68 characters a line at 1280 and 1920 px`, async ({ page }) => {
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const characters = await widthInCh(page.locator('[data-legal-body] p').first());
        expect(characters).toBeLessThanOrEqual(68.5);
      }
    });
  }

  test('/contact/: the words on finding the room keep a reading measure beside or under the door, at 768, 1280 and 1920 px', async ({ page }) => {
    for (const width of [768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact/');
      const lead = page.getByRole('article', { name: content.contact.access.heading }).getByText(plainText(content.contact.access.lead));
      const characters = await widthInCh(lead);
      // 36 widths of a "0" hold about 45 characters of running text; the door beside the words at 1280 px left 24.
      expect(characters, `${width} px`).toBeGreaterThanOrEqual(36);
    }
  });

  test('/sessions/: at 1280 px the two price cards keep step, their titles, prices, rules, lists and buttons level', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sessions/');
    const { offers, private: copy } = content.sessions;
    const rows = await Promise.all(
      offers.map(async (offer) => {
        const card = page.getByRole('article', { name: offer.title });
        const parts = [
          card.getByRole('heading', { name: offer.title }),
          card.getByText(formatPrice(offer.price), { exact: true }),
          card.getByText(offer.description).locator('xpath=..'),
          card.getByRole('list'),
          card.getByRole('link', { name: copy.bookLabel }),
        ];
        return Promise.all(parts.map(async (part) => Math.round((await part.boundingBox())!.y)));
      }),
    );
    for (const other of rows.slice(1)) expect(other).toEqual(rows[0]);
  });

  for (const route of ['/', '/about/', '/sessions/']) {
    test(`${route}: at 768 px no row of cards or facts holds a lone one beside an empty half`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto(route);
      const lists = page.locator('ul:has(> [data-card]), ul[data-facts]');
      expect(await lists.count()).toBeGreaterThan(0);
      for (const list of await lists.all()) {
        const rows = await list.evaluate((ul) => {
          const byTop = new Map<number, number>();
          for (const card of ul.querySelectorAll(':scope > li')) {
            const box = card.getBoundingClientRect();
            byTop.set(Math.round(box.top), (byTop.get(Math.round(box.top)) ?? 0) + box.width);
          }
          return [...byTop.values()].map((width) => width / ul.getBoundingClientRect().width);
        });
        for (const share of rows) expect(share).toBeGreaterThan(0.9);
      }
    });
  }
});
