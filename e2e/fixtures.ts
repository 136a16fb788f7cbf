import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { loadContent } from '../lib/content/load';
import { routes } from '../lib/content/schema/fields';

export { expect };
export { routes };

/** The site's content as the build read it: tests take their expectations from here, never restate them. */
export const content = loadContent();

/** Requests that left the local server: every one is intercepted, never sent. */
export type ThirdPartyLog = string[];

type Fixtures = {
  consoleMessages: ConsoleMessage[];
  thirdPartyRequests: ThirdPartyLog;
  /** True in the project that runs with JavaScript disabled. */
  jsDisabled: boolean;
};

/**
 * Resolves once the page's islands are live, told the way a screen reader user can tell: the menu's
 * button says whether the menu is open (aria-expanded), which the menu's island adds when it starts (the
 * HTML as shipped leaves it out). React hydrates the page in one pass (no Suspense boundary splits it)
 * and runs the islands' effects together, so once the menu's has run, every island's has.
 */
export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.getByRole('navigation', { name: content.interface.menu.label }).locator('button[popovertarget][aria-expanded]').waitFor({ state: 'attached' });
}

export const test = base.extend<Fixtures>({
  jsDisabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false);
  },
  thirdPartyRequests: async ({ context, baseURL }, use) => {
    const requests: string[] = [];
    const local = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== local,
      async (route) => {
        requests.push(route.request().url());
        // Stubbed third parties answer with an empty page or script; anything else is refused.
        const type = route.request().resourceType();
        if (type === 'document') await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Stub</title><p>Stubbed third-party page</p></html>' });
        else if (type === 'script') await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
        // Once the visitor asks for the form, its island checks the provider can be reached: the stub says it can.
        else if (type === 'fetch') await route.fulfill({ status: 200, body: '' });
        else await route.abort();
      },
    );
    await use(requests);
  },
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    await use(messages);
  },
  page: async ({ page, thirdPartyRequests, jsDisabled }, use) => {
    void thirdPartyRequests;
    // Scripts load after the page's load event; wait for the islands before a test presses anything.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!jsDisabled) await waitForHydration(page);
      return response;
    };
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

/** For matching content text inside a longer accessible name. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header link a visitor would use at this width: on phones, in the menu, opening it if it is closed. */
export async function headerLink(page: import('@playwright/test').Page, name: string) {
  const navigation = page.getByRole('navigation', { name: content.interface.menu.label });
  const link = navigation.getByRole('link', { name, exact: true }).locator('visible=true');
  const toggle = navigation.getByRole('button', { name: new RegExp(`^${escapeRegExp(content.interface.menu.open)}$`) });
  if ((await link.count()) === 0 && (await toggle.isVisible())) await toggle.click();
  return link;
}

/** Presses the button that loads the enquiry form, as a visitor who agrees to the provider's cookies would. */
export async function loadEnquiryForm(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: content.contact.form.loadLabel, exact: true }).click();
}

/** The requests that went to the enquiry form's provider (the form, its reachability check, its script). */
export const providerRequests = (requests: ThirdPartyLog) => {
  const origins = [content.site.enquiryForm.formAddress, content.site.enquiryForm.resizeScript].map((url) => new URL(url).origin);
  return requests.filter((url) => origins.includes(new URL(url).origin));
};
