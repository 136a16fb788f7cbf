/* global visible, isOpen, byText, tooltip, triggerOf, menuToggle, menuPanel -- in-page helpers (./page.mjs) */
// What the cross-engine suite checks in Firefox and WebKit (scripts/engines.mjs runs it), the features
// whose support differs between engines: HTML popovers (menu, tooltips), exclusive <details> (FAQ), the
// map's lazy frame, the policy, the 404. Expectations come from content/, as in the Playwright suite.
import assert from 'node:assert/strict';
import { clickOn, inPage, open, problems, until, wait } from './page.mjs';

/**
 * Each check: a name, where it runs (`widths`, default both; `javaScript: false` for the run with it off)
 * and `run(driver, context)`, where context is { url(path), content, routes, thirdParty, width }.
 */
export const checks = [
  {
    name: 'every page and the 404 load with no errors and no policy violations, at the exact width',
    async run(driver, { url, routes, width, content }) {
      for (const path of [...routes, '/no-such-page/']) {
        await open(driver, url(path));
        await wait(300);
        assert.deepEqual(await problems(driver), [], `problems on ${path}`);
        assert.equal(await inPage(driver, () => innerWidth), width, `the width of ${path}`);
      }
      assert.equal(await inPage(driver, () => document.querySelector('h1')?.textContent.trim()), content.interface.notFound.heading);
      assert.equal(await inPage(driver, () => fetch(location.href).then((response) => response.status)), 404, 'the status of an unknown address');
    },
  },
  {
    name: 'the phone menu opens, closes on Escape (focus back on the toggle) and closes on a choice',
    widths: [375],
    async run(driver, { url, content }) {
      const last = content.navigation.header.at(-1);
      await open(driver, url('/'));
      await clickOn(driver, 'menu toggle', () => menuToggle());
      await until(driver, 'the menu is open and says so', () => isOpen(menuPanel()) && menuToggle().getAttribute('aria-expanded') === 'true');
      await driver.key('Escape');
      await until(driver, 'the menu is closed, focus on its toggle', () => !isOpen(menuPanel()) && document.activeElement === menuToggle());
      await clickOn(driver, 'menu toggle', () => menuToggle());
      await until(driver, 'the menu is open', () => isOpen(menuPanel()));
      await clickOn(driver, `menu link ${last.label}`, (label) => byText('[popover] a', label), last.label);
      await until(driver, `the ${last.href} page shows with the menu closed`, (href) =>
        location.pathname === href && !isOpen(menuPanel()) && menuToggle().getAttribute('aria-expanded') === 'false', [last.href]);
      assert.deepEqual(await problems(driver), []);
    },
  },
  faqCheck(true),
  {
    name: 'the map loads only when asked for',
    async run(driver, { url, content, thirdParty }) {
      const asked = (host, since) => thirdParty.slice(since).includes(host);
      const start = thirdParty.length;
      await open(driver, url('/contact/'));
      const host = await inPage(driver, (title) => new URL(document.querySelector(`iframe[title="${title}"]`).src).host, content.contact.map.frameTitle);
      await wait(500);
      assert.ok(!asked(host, start), `${host} was asked for before the visitor asked for the map`);
      const opened = thirdParty.length;
      await clickOn(driver, 'the map’s button', (label) => byText('summary span', label), content.contact.map.showLabel);
      await until(driver, 'the map’s frame shows', (title) => visible(document.querySelector(`iframe[title="${title}"]`)), [content.contact.map.frameTitle]);
      const end = Date.now() + 5000;
      while (!asked(host, opened) && Date.now() < end) await wait(100);
      assert.ok(asked(host, opened), `the map’s frame did not ask ${host}`);
      assert.deepEqual(await problems(driver), []);
    },
  },
  {
    name: 'tooltips open on a press and on keyboard focus, close on Escape, and one closed during its delay stays closed',
    async run(driver, { url, content }) {
      const [first] = content.sessions.offers;
      const text = first.priceTooltip;
      const isTipOpen = (tip) => isOpen(tooltip(tip));
      await open(driver, url('/sessions/'));
      await clickOn(driver, 'price button', (tip) => triggerOf(tooltip(tip)), text);
      await until(driver, 'the tooltip opens on a press', isTipOpen, [text]);
      await driver.key('Escape');
      await until(driver, 'the tooltip closes on Escape', (tip) => !isOpen(tooltip(tip)), [text]);

      // Keyboard focus: Tab from the element before the trigger.
      await open(driver, url('/sessions/'));
      await inPage(driver, (tip) => {
        const trigger = triggerOf(tooltip(tip));
        const focusable = [...document.querySelectorAll('a[href], button, summary, input, select, textarea')].filter(visible);
        focusable[focusable.indexOf(trigger) - 1].focus();
      }, text);
      await driver.key('Tab');
      await until(driver, 'the tooltip opens on keyboard focus', (tip) => document.activeElement === triggerOf(tooltip(tip)) && isOpen(tooltip(tip)), [text]);
      await driver.key('Escape');
      await until(driver, 'the tooltip closes on Escape', (tip) => !isOpen(tooltip(tip)), [text]);

      // Pressed as the pointer arrives and dismissed at once: the hover delay must not reopen it.
      await open(driver, url('/sessions/'));
      await clickOn(driver, 'price button', (tip) => triggerOf(tooltip(tip)), text);
      assert.ok(await inPage(driver, isTipOpen, text), 'the tooltip opens on the press');
      await driver.key('Escape');
      await wait(content.interface.tooltip.openDelayMs + 300);
      assert.equal(await inPage(driver, isTipOpen, text), false, 'the tooltip opened again by itself');
      assert.deepEqual(await problems(driver), []);
    },
  },
  {
    name: 'with JavaScript off, the phone menu opens and closes on Escape',
    widths: [375],
    javaScript: false,
    async run(driver, { url }) {
      await open(driver, url('/'), { javaScript: false });
      await clickOn(driver, 'menu toggle', () => menuToggle());
      await until(driver, 'the menu is open', () => isOpen(menuPanel()));
      await driver.key('Escape');
      await until(driver, 'the menu is closed', () => !isOpen(menuPanel()));
    },
  },
  faqCheck(false),
];

/** The FAQ on About: one answer open at a time, and the open one collapses. */
function faqCheck(javaScript) {
  return {
    name: `the FAQ stays exclusive and collapsible${javaScript ? '' : ', with JavaScript off'}`,
    ...(javaScript ? {} : { widths: [375], javaScript }),
    async run(driver, { url, content }) {
      const [first, second] = content.faq.items;
      const openQuestions = () => [...document.querySelectorAll('details[open] > summary')].map((summary) => summary.textContent.trim());
      await open(driver, url('/about/'), { javaScript });
      assert.deepEqual(await inPage(driver, () => [...document.querySelectorAll('details[name] > summary')].map((summary) => summary.textContent.trim())), content.faq.items.map((item) => item.question));
      const press = (question) => clickOn(driver, `question ${question}`, (text) => byText('details[name] > summary', text), question);
      await press(first.question);
      assert.deepEqual(await inPage(driver, openQuestions), [first.question]);
      await press(second.question);
      assert.deepEqual(await inPage(driver, openQuestions), [second.question]);
      await press(second.question);
      assert.deepEqual(await inPage(driver, openQuestions), []);
      if (javaScript) assert.deepEqual(await problems(driver), []);
    },
  };
}
