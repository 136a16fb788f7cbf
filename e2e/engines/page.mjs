// How the cross-engine checks act on a page through any driver (scripts/engines/firefox.mjs, webkit.mjs):
// in-page functions sent as source, clicks at the centre of an element as a pointer would, and polling.
// Kept to plain evaluation, pointer and keys, which both protocols offer, also with JavaScript off.

// Available to every in-page function.
const HELPERS = `
  const visible = (element) => !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const isOpen = (popover) => { try { return popover.matches(':popover-open'); } catch { return false; } };
  const byText = (selector, text) => [...document.querySelectorAll(selector)].find((element) => element.textContent.trim() === text) ?? null;
  const tooltip = (text) => byText('[role="tooltip"]', text);
  const triggerOf = (popover) => popover && document.querySelector('[popovertarget="' + popover.id + '"]');
  const menuToggle = () => document.querySelector('nav button[popovertarget]');
  const menuPanel = () => document.getElementById(menuToggle().getAttribute('popovertarget'));
`;

/** Runs `fn(...args)` in the page and returns its JSON value (awaiting a promise). */
export const inPage = (driver, fn, ...args) =>
  driver.run(`(() => { ${HELPERS} return (${fn})(...${JSON.stringify(args)}); })()`);

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls `fn` in the page until it returns true; fails with `what` after `timeout` ms. An error counts as
 * not yet (a page still loading after a link may not have the element), and is told if time runs out.
 */
export async function until(driver, what, fn, args = [], timeout = 5000) {
  const end = Date.now() + timeout;
  for (let lastError = ''; ; ) {
    try {
      if (await inPage(driver, fn, ...args)) return;
    } catch (error) {
      lastError = ` (last: ${error.message})`;
    }
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}${lastError}`);
    await wait(100);
  }
}

/** Clicks the middle of the element `find(...args)` returns (scrolled into view first). */
export async function clickOn(driver, what, find, ...args) {
  const point = await inPage(
    driver,
    `(...args) => {
      const element = (${find})(...args);
      if (!element) return null;
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }`,
    ...args,
  );
  if (!point) throw new Error(`found no ${what} to click`);
  await driver.click(point.x, point.y);
}

/** Opens a page; with scripts on, waits until the islands are live (the menu toggle gains aria-expanded). */
export async function open(driver, url, { javaScript = true } = {}) {
  await driver.goto(url);
  if (javaScript) await until(driver, 'the page’s scripts have run (the menu toggle has aria-expanded)', () => menuToggle()?.hasAttribute('aria-expanded'), [], 15000);
}

/** What went wrong in the page since it loaded: its own probe's record and what the browser logged. */
export async function problems(driver) {
  const recorded = await inPage(driver, () => window.__engineProblems ?? ['the harness’s probe did not run']);
  return [...recorded, ...driver.takeLogged()];
}

export { wait };
