// Every page shares the layout and so its web fonts, but Next.js writes the fonts' preloads into the
// routes' pages only, not into 404.html: there the fonts were found late, through the stylesheet, and the
// headline moved when they swapped in (CLS 0.01 in the bench). This step gives every page the preloads
// the home page has.
import { PostBuildError, parsePage, tokens } from './document.mjs';

const isFontPreload = (link) => tokens(link.attribs.rel).includes('preload') && tokens(link.attribs.as).includes('font');

/** The home page's font preloads (each its href and its HTML); a home page with none means Next.js's markup changed. */
export function fontPreloads(homeHtml) {
  const $ = parsePage(homeHtml, 'index.html');
  const links = $('link').filter((_, link) => isFontPreload(link));
  if (!links.length) throw new PostBuildError('index.html: no <link rel="preload" as="font"> found; has the fonts\' markup changed?');
  return links.toArray().map((link) => ({ href: link.attribs.href, html: $.html(link) }));
}

/** The page with each of the given font preloads that it lacks added to its <head>. */
export function addFontPreloads(html, page, preloads) {
  const $ = parsePage(html, page);
  const present = new Set($('link').filter((_, link) => isFontPreload(link)).map((_, link) => link.attribs.href).get());
  const missing = preloads.filter((preload) => !present.has(preload.href));
  if (!missing.length) return html;
  $('head').prepend(missing.map((preload) => preload.html).join(''));
  return $.html();
}
