/**
 * @jest-environment node
 */
// The post-build steps on pages in the shapes Next.js writes today and the shapes it might write after an
// upgrade, and the pages they must refuse.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { removeExportArtefacts } from './artefacts.mjs';
import { addPolicy, checkPolicy, inlineScriptHashes, policyFor } from './csp.mjs';
import { deferScripts, deferredScripts } from './defer-scripts.mjs';
import { PostBuildError } from './document.mjs';
import { addFontPreloads, fontPreloads } from './font-preloads.mjs';
import { mergeFlightScripts } from './merge-flight-scripts.mjs';

const page = (head, body = '<p>Hello</p>') => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const chunk = (name) => `/_next/static/chunks/${name}.js`;
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrcOf = (html) => cheerio.load(html)('meta[http-equiv="Content-Security-Policy"]').attr('content').split('; ').find((d) => d.startsWith('script-src ')).split(' ');

/** What a browser would fetch straight away: every <script src> and script preload left in the page. */
function eagerScripts(html) {
  const $ = cheerio.load(html);
  return [
    ...$('script[src]').toArray().filter((element) => !('nomodule' in element.attribs)).map((element) => element.attribs.src),
    ...$('link').toArray().filter((link) => /preload/i.test(link.attribs.rel) && (link.attribs.rel.includes('modulepreload') || /script/i.test(link.attribs.as ?? ''))).map((link) => link.attribs.href),
  ];
}

describe('deferScripts', () => {
  test('the async scripts Next.js writes today, in head and body, are loaded by the loader instead', () => {
    const html = page(
      `<meta charSet="utf-8"/><script src="${chunk('a')}" async=""></script>`,
      `<p>Hi</p><script src="${chunk('b')}" async=""></script>`,
    );
    const result = deferScripts(html, 'index.html');
    expect(eagerScripts(result)).toEqual([]);
    expect(deferredScripts(result, 'index.html')).toEqual([{ src: chunk('a') }, { src: chunk('b') }]);
  });

  test.each([
    ['attributes in another order', `<script async src="${chunk('a')}"></script>`, { src: chunk('a') }],
    ['single quotes', `<script async='' src='${chunk('a')}'></script>`, { src: chunk('a') }],
    ['unquoted, upper case', `<SCRIPT SRC=${chunk('a')} ASYNC></SCRIPT>`, { src: chunk('a') }],
    ['crossorigin', `<script src="${chunk('a')}" crossorigin="" async=""></script>`, { src: chunk('a'), crossOrigin: '' }],
    ['a nonce (dropped: a static page has none to give)', `<script nonce="abc" src="${chunk('a')}" async></script>`, { src: chunk('a') }],
    ['type="module"', `<script type="module" src="${chunk('a')}" async></script>`, { src: chunk('a'), type: 'module' }],
    ['integrity', `<script src="${chunk('a')}" integrity="sha384-x" async></script>`, { src: chunk('a'), integrity: 'sha384-x' }],
  ])('a script with %s is deferred with what it needs', (_, script, entry) => {
    const result = deferScripts(page(`<meta charset="utf-8">${script}`), 'index.html');
    expect(eagerScripts(result)).toEqual([]);
    expect(deferredScripts(result, 'index.html')).toEqual([entry]);
  });

  test.each([
    ['as before href', `<link rel="preload" as="script" href="${chunk('p')}"/>`],
    ['href before as, cross-origin, no slash', '<link rel="preload" href="https://cdn.example.com/embed.js" as="script">'],
    ['fetchPriority and upper-case values', `<link rel="PRELOAD" fetchPriority="low" AS="Script" href="${chunk('p')}"/>`],
    ['modulepreload', `<link rel="modulepreload" href="${chunk('p')}">`],
  ])('a script preload with %s is removed', (_, link) => {
    const result = deferScripts(page(`<meta charset="utf-8">${link}<script src="${chunk('a')}" async></script>`), 'index.html');
    expect(eagerScripts(result)).toEqual([]);
  });

  test('font and style preloads, the noModule polyfill and inline scripts stay', () => {
    const head = `<meta charset="utf-8"><link rel="preload" href="/f.woff2" as="font" crossorigin=""><link rel="stylesheet" href="/a.css"><script src="${chunk('polyfill')}" noModule=""></script><script>self.x=1</script><script src="${chunk('a')}" async></script>`;
    const $ = cheerio.load(deferScripts(page(head), 'index.html'));
    expect($('link[as="font"]')).toHaveLength(1);
    expect($('link[rel="stylesheet"]')).toHaveLength(1);
    expect($(`script[src="${chunk('polyfill')}"][nomodule]`)).toHaveLength(1);
    expect($('script').toArray().some((element) => $(element).text() === 'self.x=1')).toBe(true);
  });

  test('the loader starts the scripts after the load event and the largest paint', () => {
    const loader = cheerio.load(deferScripts(page(`<script src="${chunk('a')}" async></script>`), 'index.html'))('head script').last().text();
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toContain('largest-contentful-paint');
  });

  test.each([
    ['a third-party script', '<script src="https://cdn.example.com/x.js" async></script>', /not one of the site's own/],
    ['a blocking script', `<script src="${chunk('a')}"></script>`, /no async attribute/],
    ['an unknown type', `<script type="text/x-template" src="${chunk('a')}" async></script>`, /type="text\/x-template"/],
    ['an unknown attribute', `<script src="${chunk('a')}" async data-foo="1"></script>`, /data-foo/],
  ])('refuses a page with %s, naming the page', (_, script, message) => {
    expect(() => deferScripts(page(script), 'about/index.html')).toThrow(PostBuildError);
    expect(() => deferScripts(page(script), 'about/index.html')).toThrow(message);
    expect(() => deferScripts(page(script), 'about/index.html')).toThrow(/^about\/index\.html: /);
  });

  test('refuses a page with no scripts to defer, and one with no <head>', () => {
    expect(() => deferScripts(page('<meta charset="utf-8">'), 'terms/index.html')).toThrow(/terms\/index\.html: no <script src async>/);
    expect(() => deferScripts(`<!DOCTYPE html><html><body><script src="${chunk('a')}" async></script></body></html>`, 'x.html')).toThrow(/x\.html: no <head>/);
  });
});

describe('font preloads', () => {
  const font = (name) => `<link rel="preload" href="/_next/static/media/${name}.woff2" as="font" crossorigin="" type="font/woff2">`;
  const home = page(`<meta charset="utf-8">${font('serif')}${font('sans')}<link rel="stylesheet" href="/a.css">`);

  it('gives a page without them the home page\'s font preloads, once', () => {
    const preloads = fontPreloads(home);
    expect(preloads).toHaveLength(2);
    const result = addFontPreloads(page('<meta charset="utf-8">'), '404.html', preloads);
    const hrefs = cheerio.load(result)('link[rel="preload"][as="font"]').map((_, link) => link.attribs.href).get();
    expect(hrefs).toEqual(['/_next/static/media/serif.woff2', '/_next/static/media/sans.woff2']);
    expect(addFontPreloads(result, '404.html', preloads)).toBe(result);
  });

  it('adds only the preloads a page lacks', () => {
    const result = addFontPreloads(page(font('serif')), 'about/index.html', fontPreloads(home));
    expect(cheerio.load(result)('link[as="font"]').map((_, link) => link.attribs.href).get().sort()).toEqual(['/_next/static/media/sans.woff2', '/_next/static/media/serif.woff2']);
  });

  it('stops the build when the home page has none', () => {
    expect(() => fontPreloads(page('<meta charset="utf-8">'))).toThrow(/index\.html: no <link rel="preload" as="font">/);
  });
});

describe('mergeFlightScripts', () => {
  const flight = [`(self.__next_f=self.__next_f||[]).push([0])`, `self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])`, `self.__next_f.push([1,"a \\u003cb\\u003e & c"])`];
  const inlineTexts = (html) => cheerio.load(html)('script:not([src])').toArray().map((element) => element.children.map((child) => child.data ?? '').join(''));

  test('a run of flight-data scripts, as Next.js writes it at the end of <body>, becomes one script, in order', () => {
    const html = page('<meta charset="utf-8"><title>t</title>', `<p>Hi</p><script id="_R_">turbopack()</script>${flight.map((text) => `<script>${text}</script>`).join('\n')}`);
    const merged = mergeFlightScripts(html, 'index.html');
    expect(inlineTexts(merged)).toEqual(['turbopack()', flight.join(';')]);
    // one hash fewer per merged script, and the policy written after it allows what is left
    expect(inlineScriptHashes(merged, 'index.html')).toEqual([sha256('turbopack()'), sha256(flight.join(';'))]);
    expect(() => checkPolicy(addPolicy(merged, 'index.html'), 'index.html')).not.toThrow();
  });

  test('leaves other scripts alone, and does not merge across anything between them', () => {
    const html = page('<title>t</title>', `<script>${flight[0]}</script><p>between</p><script>${flight[1]}</script><script>other()</script><script>${flight[2]}</script>`);
    expect(inlineTexts(mergeFlightScripts(html, 'index.html'))).toEqual([flight[0], flight[1], 'other()', flight[2]]);
  });

  test('a page with one flight script or none is returned as it was', () => {
    const html = page('<title>t</title>', `<script>${flight[0]}</script>`);
    expect(mergeFlightScripts(html, 'index.html')).toBe(html);
  });
});

describe('addPolicy', () => {
  const inline = ['self.__next_f=self.__next_f||[];', 'self.__next_f.push([1,"a\\u003c/b"])', '(function(){var a="&amp; </p>"})()'];
  const html = page(
    `<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><script>${inline[0]}</script>`,
    `<script>${inline[1]}</script><script type="module">${inline[2]}</script><script type="application/ld+json">{"@type":"Thing"}</script><script>${inline[0]}</script>`,
  );

  test('puts the policy right after <meta charset>, before every script', () => {
    const $ = cheerio.load(addPolicy(html, 'index.html'));
    expect($('head > *').eq(0).is('meta[charset]')).toBe(true);
    expect($('head > *').eq(1).attr('http-equiv')).toBe('Content-Security-Policy');
  });

  test('allows each inline script by the SHA-256 of its text, once, and no data block', () => {
    const scriptSrc = scriptSrcOf(addPolicy(html, 'index.html'));
    expect(scriptSrc).toEqual(['script-src', "'self'", ...inline.map(sha256)]);
    expect(scriptSrc).not.toContain(sha256('{"@type":"Thing"}'));
  });

  test('hashes the text a browser sees, whatever the character references in the source', () => {
    const result = addPolicy(page('<meta charset="utf-8">', '<script>var s="&lt;"</script>'), 'index.html');
    expect(scriptSrcOf(result)).toContain(sha256('var s="&lt;"'));
  });

  test('hashes the loader the defer step writes', () => {
    const deferred = deferScripts(page(`<meta charset="utf-8"><script src="${chunk('a')}" async></script>`), 'index.html');
    const loader = cheerio.load(deferred)('head script').last().text();
    expect(scriptSrcOf(addPolicy(deferred, 'index.html'))).toContain(sha256(loader));
  });

  test('adds a page’s third-party origins and replaces an earlier policy', () => {
    const once = addPolicy(html, 'contact/index.html', { script: ['https://cdn.example.com'], frame: ['https://form.example.com'] });
    const twice = addPolicy(once, 'contact/index.html', { script: ['https://cdn.example.com'], frame: ['https://form.example.com'] });
    const $ = cheerio.load(twice);
    expect($('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
    const policy = $('meta[http-equiv="Content-Security-Policy"]').attr('content');
    expect(policy).toContain("https://cdn.example.com");
    expect(policy).toContain("frame-src https://form.example.com;");
    expect(policyFor([])).toContain("frame-src 'none'");
  });

  test('output is a policy checkPolicy accepts; an edited script makes it fail', () => {
    const result = addPolicy(html, 'index.html');
    expect(checkPolicy(result, 'index.html')).toContain('script-src');
    const edited = result.replace(inline[1], 'alert(1)');
    expect(() => checkPolicy(edited, 'index.html')).toThrow(/index\.html: 1 inline script\(s\) not allowed/);
    expect(() => checkPolicy(html, 'index.html')).toThrow(/0 Content-Security-Policy <meta> elements/);
  });

  test.each([
    ['no <meta charset>', page('<title>x</title>'), /no <meta charset>/],
    ['no <head>', '<!DOCTYPE html><html><body><p>x</p></body></html>', /no <head>/],
    ['a script before <meta charset>', page('<script>1</script><meta charset="utf-8">'), /before <meta charset>/],
    ['a script type it cannot classify', page('<meta charset="utf-8">', '<script type="text/x-unknown">x</script>'), /text\/x-unknown/],
  ])('refuses a page with %s', (_, input, message) => {
    expect(() => addPolicy(input, 'sessions/index.html')).toThrow(PostBuildError);
    expect(() => addPolicy(input, 'sessions/index.html')).toThrow(message);
  });

  test('inlineScriptHashes lists code, not data', () => {
    expect(inlineScriptHashes(html, 'index.html')).toEqual(inline.map(sha256));
  });
});

describe('removeExportArtefacts', () => {
  let out;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'post-build-'));
    writeFileSync(join(out, '404.html'), '404');
    for (const folder of ['404', '_not-found']) {
      mkdirSync(join(out, folder));
      writeFileSync(join(out, folder, 'index.html'), '404');
    }
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  test('removes /404/ and /_not-found/ and keeps 404.html', () => {
    removeExportArtefacts(out);
    expect(existsSync(join(out, '404'))).toBe(false);
    expect(existsSync(join(out, '_not-found'))).toBe(false);
    expect(existsSync(join(out, '404.html'))).toBe(true);
  });

  test('fails when an artefact is not where the export puts it', () => {
    rmSync(join(out, '_not-found'), { recursive: true });
    expect(() => removeExportArtefacts(out)).toThrow(/_not-found\/index\.html not found/);
  });

  test('fails when there is no 404 page', () => {
    rmSync(join(out, '404.html'));
    expect(() => removeExportArtefacts(out)).toThrow(/404\.html is missing/);
  });
});
