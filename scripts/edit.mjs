#!/usr/bin/env node
// `npm run edit`: the editor on this computer. Starts Decap's local editing server (decap-server, which
// reads and writes the files in content/ and public/images/) and the live development server behind the
// preview (scripts/edit/preview.mjs), which shows each saved change, a new photo included, on the next page
// load, or the build's plain message when a file has a mistake. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { localEditorPort as editorPort } from './build-admin.mjs';
import { contentModule } from './content.mjs';
import { startPreview } from './edit/preview.mjs';
import { freePort } from './free-port.mjs';

const root = join(import.meta.dirname, '..');
const sitePort = Number(process.env.PORT ?? 3000);
const require = createRequire(import.meta.url);

// The checks, the generated files (the editor's among them) and the images first, as `npm run dev` does.
for (const step of ['generate', 'assets']) {
  const run = spawnSync('npm', ['run', '--silent', step], { cwd: root, stdio: 'inherit', env: { ...process.env, DECAP_SERVER_PORT: String(editorPort) } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const nextPort = await freePort();
const children = [
  spawn(process.execPath, [require.resolve('decap-server')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(editorPort), GIT_REPO_DIRECTORY: root, MODE: 'fs' },
  }),
  spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--hostname', '127.0.0.1', '--port', String(nextPort)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }),
];
// The development server names its own, inner address: the owner's is the preview's.
children[1].stdout.on('data', (chunk) => process.stdout.write(String(chunk).replaceAll(`127.0.0.1:${nextPort}`, `localhost:${sitePort}`)));

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\nedit: ${child === children[0] ? 'the editing server (decap-server)' : 'the development server'} stopped (exit ${code}); stopping the other.`);
      stop(code || 1);
    }
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const preview = await startPreview({
  port: sitePort,
  nextPort,
  contentDir: join(root, 'content'),
  imagesDir: join(root, 'public/images'),
  imagesStep: join(root, 'scripts/build-images.mjs'),
  content: await contentModule(),
}).catch((error) => {
  console.error(`edit: the preview cannot use port ${sitePort} (${error.message}); set another with PORT=…`);
  stop(1);
});
if (preview) console.log(`\nEditor: http://localhost:${sitePort}/admin/index.html  Preview: http://localhost:${sitePort}/\n(Ctrl+C stops both.)\n`);
