// Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (Firefox's own remote protocol; no
// driver binary). Every host but 127.0.0.1 goes through the harness's proxy.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

const CANDIDATES = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter(Boolean);

/** The Firefox binary, or null when none is installed. */
export const findFirefox = () => CANDIDATES.find((path) => existsSync(path)) ?? null;

/**
 * A page in a fresh Firefox at `width` × `height`, with JavaScript on or off. Implements the suite's
 * driver (see webkit.mjs for the same shape): goto, run, click, key, close.
 */
export async function openFirefox({ path, proxyPort, width, height, javaScript = true }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: path,
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: {
      'javascript.enabled': javaScript,
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.no_proxies_on': '127.0.0.1',
    },
  });
  // A new tab, not the first one: only it gets the window's focus, and without focus no element receives
  // focus events (so nothing that opens on keyboard focus would open).
  const page = await browser.newPage();
  // Puppeteer sends the screen orientation with the viewport, a command this Firefox does not know; the
  // viewport itself is set all the same (the width is checked on every page).
  await page.setViewport({ width, height }).catch((error) => {
    if (!String(error.message).includes('setScreenOrientationOverride')) throw error;
  });
  const logged = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => logged.push(`error: ${error.message}`));
  return {
    engine: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    /** Problems the browser itself reported since the last call (the page's own probe reports the rest). */
    takeLogged: () => logged.splice(0),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    /** Evaluates an expression in the page (a promise is awaited) and returns its JSON value. */
    run: (expression) => page.evaluate(expression),
    /** A mouse click at a point of the viewport. */
    click: (x, y) => page.mouse.click(x, y),
    key: (name) => page.keyboard.press(name),
    close: () => browser.close(),
  };
}
