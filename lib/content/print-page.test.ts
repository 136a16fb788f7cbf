/** @jest-environment node */
import { addressLine, webAddress } from './format';
import { loadContent } from './load';
import { cssString, printPageCss, runningLines } from './print-page';

// The printed sheets' foot is made from the site's content, as a CSS string the owner's words cannot break.

const { site } = loadContent();

describe('the printed sheets after the first', () => {
  test('name the studio and its address, then its email and web address, as the letterhead does', () => {
    const [first, second] = runningLines(site);
    expect(first).toContain(site.name);
    expect(first).toContain(addressLine(site));
    expect(second).toContain(site.email);
    expect(second).toContain(webAddress(site));
  });

  test('carry those lines in the margin boxes and leave the first sheet to the letterhead; every sheet has its number', () => {
    const css = printPageCss(site);
    for (const line of runningLines(site)) expect(css).toContain(cssString(line));
    expect(css).toMatch(/@bottom-right \{\s*content: counter\(page\) " \/ " counter\(pages\);/);
    expect(css).toMatch(/@page :first \{\s*@bottom-left \{\s*content: none;\s*\}\s*\}/);
  });

  test('quote any words safely: quotes, backslashes, line breaks and characters outside ASCII are escaped', () => {
    expect(cssString('Say "hi" \\ to Zoë\nnow')).toBe('"Say \\22 hi\\22  \\5c  to Zo\\eb \\a now"');
    expect(cssString('plain · text')).toBe('"plain \\b7  text"');
  });
});
