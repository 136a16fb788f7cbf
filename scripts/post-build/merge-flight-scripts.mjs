// Next.js writes a page's server-component data (the "flight" data client navigation reads) as a run of
// small inline scripts at the end of <body>, each pushing one piece onto self.__next_f. Each inline script
// needs its own hash in the page's policy (./csp.mjs): 44 characters that do not compress. Run together,
// one after another, they are one script with one hash and run exactly as before, in the same order, so
// the page's first response is a few hundred bytes smaller (on the longest pages, the difference between
// one round trip and two for the HTML on a slow phone).
import { parsePage, scriptText } from './document.mjs';

const FLIGHT = /^\(?self\.__next_f\b/;

const isFlight = (element) => element?.type === 'script' && !element.attribs.src && Object.keys(element.attribs).length === 0 && FLIGHT.test(scriptText(element));

/** The next sibling element, if only whitespace lies between (a run of scripts written one after another). */
function nextAdjacentElement(element) {
  for (let node = element.next; node; node = node.next) {
    if (node.type === 'text' && !node.data.trim()) continue;
    return node;
  }
  return null;
}

/** The page with each run of adjacent flight-data scripts written as one script; anything else as it was. */
export function mergeFlightScripts(html, page) {
  const $ = parsePage(html, page);
  let merged = 0;
  for (const first of $('script').toArray()) {
    if (!isFlight(first) || !first.parent) continue;
    const texts = [scriptText(first)];
    let next = nextAdjacentElement(first);
    while (isFlight(next)) {
      texts.push(scriptText(next));
      const after = nextAdjacentElement(next);
      $(next).remove();
      merged += 1;
      next = after;
    }
    if (texts.length > 1) $(first).text(texts.join(';'));
  }
  return merged ? $.html() : html;
}
