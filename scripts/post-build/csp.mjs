// Writes a Content-Security-Policy <meta> into a page. A static export cannot send nonces, so each
// inline script is allowed by its SHA-256 hash, and nothing else inline runs. Third-party origins are
// passed in per page (scripts/post-build/third-parties.mjs, from content/).
import { createHash } from 'node:crypto';
import { PostBuildError, parsePage, scriptText, tokens } from './document.mjs';

/** The HTML standard's JavaScript MIME types: a <script> with one of these (or none) runs. */
const JAVASCRIPT_TYPES = new Set(
  [
    'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
    'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2',
    'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript',
    'text/x-ecmascript', 'text/x-javascript',
  ],
);
/** Other types that script-src governs (an inline import map or speculation rules needs a hash too). */
const GOVERNED_TYPES = new Set(['module', 'importmap', 'speculationrules']);
/** Data blocks: never run, so they need no hash. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

const hashOf = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline <script> elements that script-src governs; throws on a type it cannot classify. */
function governedScripts($, page) {
  return $('script:not([src])')
    .toArray()
    .filter((element) => {
      const type = tokens(element.attribs.type?.split(';')[0]).join(' ');
      if (!type || JAVASCRIPT_TYPES.has(type) || GOVERNED_TYPES.has(type)) return true;
      if (DATA_TYPES.has(type)) return false;
      throw new PostBuildError(`${page}: an inline <script type="${element.attribs.type}">, which the policy step cannot classify as code or data`);
    });
}

/** The hashes of a page's inline scripts, each once, in document order. */
export function inlineScriptHashes(html, page) {
  const $ = parsePage(html, page);
  return [...new Set(governedScripts($, page).map((element) => hashOf(scriptText(element))))];
}

export function policyFor(hashes, thirdParties = {}) {
  const { script = [], frame = [], connect = [] } = thirdParties;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...script],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connect],
    'frame-src': frame.length ? frame : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const policyMetas = ($) => $('meta[http-equiv]').filter((_, meta) => meta.attribs['http-equiv'].toLowerCase() === 'content-security-policy');

/**
 * The page with its policy <meta> right after <meta charset>, before every script. Replaces an earlier
 * policy. Throws PostBuildError on a page without <meta charset> in its <head>.
 */
export function addPolicy(html, page, thirdParties) {
  const $ = parsePage(html, page);
  policyMetas($).remove();
  const charset = $('head > meta[charset]').first();
  if (!charset.length) throw new PostBuildError(`${page}: no <meta charset> in <head> to put the Content-Security-Policy after`);
  const hashes = [...new Set(governedScripts($, page).map((element) => hashOf(scriptText(element))))];
  const meta = $('<meta http-equiv="Content-Security-Policy">').attr('content', policyFor(hashes, thirdParties));
  charset.after(meta);
  if (meta.prevAll('script').length) throw new PostBuildError(`${page}: a <script> comes before <meta charset>, so the policy would not cover it`);
  return $.html();
}

/** The page's policy, checked: exactly one, and every inline script's hash in its script-src. */
export function checkPolicy(html, page) {
  const $ = parsePage(html, page);
  const metas = policyMetas($);
  if (metas.length !== 1) throw new PostBuildError(`${page}: ${metas.length} Content-Security-Policy <meta> elements, expected 1`);
  const policy = metas.attr('content');
  const scriptSrc = policy.split(';').map((directive) => directive.trim().split(/\s+/)).find(([name]) => name === 'script-src') ?? [];
  const missing = inlineScriptHashes(html, page).filter((hash) => !scriptSrc.includes(hash));
  if (missing.length) throw new PostBuildError(`${page}: ${missing.length} inline script(s) not allowed by the policy (${missing.join(' ')})`);
  return policy;
}
