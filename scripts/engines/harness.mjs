// The cross-engine suite's local server, one port for two jobs:
// - the site: every request for 127.0.0.1 is passed to scripts/serve.mjs, and each HTML page gets one
//   same-origin script at the top of its <head> (allowed by the page's own policy, 'self') that records
//   uncaught errors, console errors and Content-Security-Policy violations in the page, since WebKit's
//   WebDriver reports no console log;
// - the browsers' proxy for every other host: nothing leaves the machine. Plain-HTTP requests get an
//   empty stub page and HTTPS tunnels (CONNECT) are refused, and the host is recorded, so a test can
//   tell whether a page asked for a third party (the map) and when.
import { createServer, request } from 'node:http';

export const PROBE_PATH = '/__engines/probe.js';

// Runs before any of the page's scripts; the checks read window.__engineProblems.
const PROBE = `(() => {
  const problems = (window.__engineProblems = []);
  const describe = (value) => (value instanceof Error ? value.message : String(value));
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName) problems.push('failed to load ' + (target.src || target.href || target.tagName));
    else problems.push('error: ' + describe(event.error || event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + describe(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber), true);
  const error = console.error.bind(console);
  console.error = (...args) => (problems.push('console error: ' + args.map(describe).join(' ')), error(...args));
})();`;

const withProbe = (html) => html.replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>)/i, `$1<script src="${PROBE_PATH}"></script>`);

/** Starts the harness on `port`, in front of the site served at `sitePort`. */
export function startHarness({ port, sitePort }) {
  /** Every third-party host asked for, in order. */
  const thirdParty = [];
  const server = createServer((req, res) => {
    const target = new URL(req.url, `http://${req.headers.host}`);
    if (req.url.startsWith('http://') && target.hostname !== '127.0.0.1') {
      thirdParty.push(target.host);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><html lang="en"><title>Stub</title><p>Stubbed third-party page</p></html>');
    }
    if (target.pathname === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(PROBE);
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = request({ host: '127.0.0.1', port: sitePort, path: target.pathname + target.search, method: req.method, headers }, (answer) => {
      const isHtml = /^text\/html/.test(answer.headers['content-type'] ?? '');
      if (!isHtml || req.method === 'HEAD') {
        res.writeHead(answer.statusCode, answer.headers);
        return answer.pipe(res);
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(withProbe(Buffer.concat(chunks).toString('utf8')));
        const headers = { ...answer.headers, 'content-length': body.length, 'cache-control': 'no-store' };
        delete headers.etag;
        delete headers['last-modified'];
        res.writeHead(answer.statusCode, headers);
        res.end(body);
      });
    });
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  });
  // An HTTPS tunnel: the host is recorded and the connection closed, as if the host could not be reached.
  server.on('connect', (req, socket) => {
    thirdParty.push(req.url.replace(/:443$/, ''));
    socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ thirdParty, close: () => new Promise((done) => server.close(done)) }));
  });
}
