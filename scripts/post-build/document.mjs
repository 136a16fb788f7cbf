// The HTML parser the post-build steps share: cheerio with parse5, the parser browsers follow, so a
// script's text here is the text a browser hashes for the Content-Security-Policy.
import * as cheerio from 'cheerio';

/** A page the post-build steps cannot handle: the build stops with this message. */
export class PostBuildError extends Error {
  name = 'PostBuildError';
}

/**
 * Parses a whole page. parse5 invents a <head> when the source has none; a page that really has none
 * is refused, because the steps put their scripts and policy there.
 */
export function parsePage(html, page) {
  const $ = cheerio.load(html, { sourceCodeLocationInfo: true });
  if (!$('head').get(0)?.sourceCodeLocation) throw new PostBuildError(`${page}: no <head> element found`);
  return $;
}

/** The text of an inline script, exactly as the parser (and so the browser) sees it. */
export const scriptText = (element) => element.children.map((child) => child.data ?? '').join('');

/** An attribute's tokens, lower-cased (rel, as and type compare case-insensitively in HTML). */
export const tokens = (value) => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
