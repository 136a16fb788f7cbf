// The preview of `npm run edit`, in front of the development server (next dev): before a page is passed on,
// - the pictures are made ready: when public/images/ has changed since the image step last ran (a photo saved
//   in the editor), the step (scripts/build-images.mjs) runs again first, so the new photo shows on that load;
// - the content is checked as the build checks it: with a mistake in a file, the page is a calm one with the
//   build's own message (file, field, what is expected) instead of the development overlay and its source code.
// Everything else (scripts, styles, the editor at /admin/, live reload) goes to the development server unchanged.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, watch } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';

/** The pictures' names and times, the generated ones left out: what the image step is made from. */
function picturesSignature(imagesDir) {
  return readdirSync(imagesDir)
    .filter((name) => name !== '_generated')
    .sort()
    .map((name) => `${name}:${statSync(join(imagesDir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0}`)
    .join('|');
}

/** Runs the image step (`script`) whenever `imagesDir` differs from what it last ran on; one run at a time. */
export function pictureSteps(script, imagesDir) {
  let builtFrom = picturesSignature(imagesDir);
  let running;
  let failure;
  const runStep = () =>
    new Promise((resolve) => {
      const step = spawn(process.execPath, [script], { env: { ...process.env, IMAGES_DIR: imagesDir }, stdio: ['ignore', 'inherit', 'pipe'] });
      let errors = '';
      step.stderr.on('data', (chunk) => {
        errors += chunk;
        process.stderr.write(chunk);
      });
      step.on('exit', (code) => resolve(code === 0 ? undefined : errors.trim().split('\n').find((line) => /error/i.test(line)) ?? `the image step stopped (exit ${code})`));
    });
  /** Resolves once the pictures are ready for a page load; a failure's message if the step could not make them. */
  async function ready() {
    while (running) await running;
    const now = picturesSignature(imagesDir);
    if (now === builtFrom) return failure;
    running = (async () => {
      builtFrom = now;
      failure = await runStep();
    })();
    await running;
    running = undefined;
    return ready();
  }
  // Starts as soon as a picture is saved, so it is usually done before the owner reloads the preview.
  const watcher = watch(imagesDir, (_event, name) => {
    if (name !== '_generated') setTimeout(() => void ready(), 200);
  });
  return { ready, close: () => watcher.close() };
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The calm page shown instead of a page the build would refuse: what is wrong, in the build's words. */
export function problemPage(message) {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The preview is waiting for a correction</title>
<style>body{margin:0;font:17px/1.55 system-ui,sans-serif;color:#1f2937;background:#faf7f2}main{max-width:46rem;margin:4rem auto;padding:0 1.25rem}
h1{font-size:1.5rem;line-height:1.3}pre{white-space:pre-wrap;background:#fff;border:1px solid #d6cfc4;border-radius:8px;padding:1rem;font:15px/1.5 ui-monospace,monospace}</style>
</head><body><main>
<h1>The preview is waiting for a correction</h1>
<p>A content file has something the site cannot be built with, so this page cannot be shown. Nothing has been published.</p>
<pre>${escapeHtml(message)}</pre>
<p>Correct it in the editor (or in the file named), save, and reload this page.</p>
</main></body></html>
`;
}

/** A page (or a page's data for a link followed in the browser), as opposed to a script, style or picture. */
const isPage = (req) =>
  ['GET', 'HEAD'].includes(req.method) &&
  !/^\/(_next|__nextjs|admin|images|fonts)\b/.test(req.url) &&
  (/text\/html/.test(req.headers.accept ?? '') || req.headers.rsc === '1');

/**
 * The preview server on `port`, passing on to the development server on `nextPort`: the content in `contentDir`
 * checked by the content loader `content` (lib/content/load.ts), the pictures in `imagesDir` made by `imagesStep`.
 */
export async function startPreview({ port, nextPort, contentDir, imagesDir, imagesStep, content: { getContent, ContentError } }) {
  const pictures = pictureSteps(imagesStep, imagesDir);

  async function problem() {
    const pictureFailure = await pictures.ready();
    if (pictureFailure) return `A picture in public/images could not be prepared: ${pictureFailure}`;
    try {
      getContent(contentDir);
    } catch (error) {
      if (error instanceof ContentError) return error.message;
      throw error;
    }
    return undefined;
  }

  const pass = (req, res) => {
    const upstream = request({ host: '127.0.0.1', port: nextPort, method: req.method, path: req.url, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' });
      res.end('The preview is starting; reload in a moment.\n');
    });
    req.pipe(upstream);
  };

  const server = createServer(async (req, res) => {
    if (!isPage(req)) return pass(req, res);
    const message = await problem().catch(() => undefined);
    if (!message) return pass(req, res);
    // A link followed in the browser asks for the page's data: HTML instead makes it load the page itself.
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : problemPage(message));
  });
  // Live reload (a WebSocket) goes straight through.
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(nextPort, '127.0.0.1', () => {
      upstream.write(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n${req.rawHeaders.map((part, index) => (index % 2 ? `${part}\r\n` : `${part}: `)).join('')}\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, resolve));
  return { close: () => (pictures.close(), server.close()) };
}
