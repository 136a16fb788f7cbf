import { addressLine, webAddress } from './format';
import type { Site } from './schema/site';

/** Text as a CSS string: quoted, with every character outside printable ASCII (and any quote or backslash) as an escape. */
export const cssString = (text: string) =>
  `"${[...text].map((character) => (/^[\x20-\x7e]$/.test(character) && !'"\\'.includes(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `)).join('')}"`;

/** What every printed sheet after the first says at its foot, as the letterhead does: whose page it is and where she is, then how to reach her. */
export const runningLines = (site: Site) => [[site.name, addressLine(site)].join(' · '), [site.email, webAddress(site)].join(' · ')];

/**
 * The printed sheets' margins: the first sheet carries the letterhead (app/layout.tsx), every later one the
 * studio's line at its foot; every sheet, the first too, its number out of how many ("2 / 7"). Page margin boxes: Chromium prints
 * them; Firefox and Safari print the letterhead on the first sheet and their own header and footer.
 */
export function printPageCss(site: Site) {
  const box = 'font-family: ui-sans-serif, system-ui, sans-serif; font-size: 7.5pt; color: #000; vertical-align: top; padding-top: 4mm;';
  return `/* Made from content/site.yaml by scripts/generate.mjs (lib/content/print-page.ts): do not edit. */
@media print {
  @page {
    @bottom-left {
      content: ${runningLines(site).map(cssString).join(' "\\a" ')};
      white-space: pre-line;
      width: 160mm;
      ${box}
    }
    @bottom-right {
      content: counter(page) " / " counter(pages);
      width: 20mm;
      text-align: right;
      white-space: nowrap;
      ${box}
    }
  }
  @page :first {
    @bottom-left {
      content: none;
    }
  }
}
`;
}
