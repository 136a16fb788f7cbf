/**
 * @jest-environment node
 */
// The preview of `npm run edit` in front of a stand-in development server: a photo saved while it runs is
// ready on the next page load, and a content mistake shows the build's own message on a calm page.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Picture } from '../../components/ui/picture';
import { ContentError, getContent, loadContent } from '../../lib/content/load';
import { copyContent, editYaml } from '../../lib/content/test-copy';
import { freePort } from '../free-port.mjs';
import { startPreview } from './preview.mjs';

const upstreamReply = 'the development server’s page';
let copy, upstream, preview, address;

const imagesStep = join(__dirname, '..', 'build-images.mjs');

beforeAll(async () => {
  copy = copyContent();
  process.env.IMAGES_DIR = join(copy, 'public/images');
  // As `npm run edit` does before it starts the preview.
  expect(spawnSync(process.execPath, [imagesStep], { env: process.env }).status).toBe(0);
  const nextPort = await freePort();
  upstream = createServer((_req, res) => res.end(upstreamReply));
  await new Promise((resolve) => upstream.listen(nextPort, '127.0.0.1', resolve));
  const port = await freePort();
  preview = await startPreview({
    port,
    nextPort,
    contentDir: join(copy, 'content'),
    imagesDir: join(copy, 'public/images'),
    imagesStep,
    content: { getContent, ContentError },
  });
  address = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  delete process.env.IMAGES_DIR;
  preview?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

const page = (path) => fetch(`${address}${path}`, { headers: { Accept: 'text/html' } });
const manifestOf = () => JSON.parse(readFileSync(join(copy, 'public/images/_generated/manifest.json'), 'utf8'));

test('a photo saved while the preview runs is ready on the next page load, without a restart, and the page shows it', async () => {
  // As the editor saves a photo: the file into public/images, then the entry naming it.
  const photo = { src: '/images/saved-in-the-editor.jpg', alt: 'The photo the owner saved' };
  const picture = () => renderToStaticMarkup(createElement(Picture, { image: photo, sizes: '100vw' }));
  // The running site has read its pictures already; this one is not among them.
  expect(picture).toThrow(photo.src);
  await sharp({ create: { width: 640, height: 427, channels: 3, background: '#b9a68f' } }).jpeg().toFile(join(copy, 'public', photo.src));
  editYaml(copy, 'about.yaml', (document) => document.setIn(['studio', 'image'], document.createNode(photo)));

  const reply = await page('/about/');
  expect(reply.status).toBe(200);
  expect(await reply.text()).toBe(upstreamReply);
  expect(manifestOf()[photo.src]).toMatchObject({ width: 640, height: 427 });

  // The same running site now shows it, at the sizes the image step made, with the entry's description.
  expect(loadContent(join(copy, 'content')).about.studio.image).toEqual(photo);
  expect(picture()).toContain(`src="${manifestOf()[photo.src].sources.webp.at(-1).src}" alt="${photo.alt}"`);
});

test('a content mistake shows the build’s message on a calm page instead of the page, until it is corrected', async () => {
  const hours = join(copy, 'content/opening-hours.yaml');
  const saved = readFileSync(hours, 'utf8');
  // A whole day taken out of the opening hours, as the owner did.
  editYaml(copy, 'opening-hours.yaml', (document) => {
    const row = document.getIn(['hours', 0, 'days']);
    row.items.pop();
  });
  let message;
  try {
    loadContent(join(copy, 'content'));
  } catch (error) {
    message = error.message;
  }
  expect(message).toMatch(/opening-hours\.yaml/);

  const reply = await page('/contact/');
  expect(reply.status).toBe(500);
  const body = await reply.text();
  expect(body).not.toContain(upstreamReply);
  for (const line of message.split('\n').slice(1)) expect(body).toContain(line.trim().replace(/"/g, '&#34;'));
  // A link followed in the browser asks for the page's data: it gets the same page, which the browser then loads.
  expect((await fetch(`${address}/contact/`, { headers: { RSC: '1' } })).status).toBe(500);
  // Scripts, styles and the editor go through unchanged.
  expect(await (await fetch(`${address}/_next/static/chunk.js`)).text()).toBe(upstreamReply);

  writeFileSync(hours, saved);
  const again = await page('/contact/');
  expect(again.status).toBe(200);
  expect(await again.text()).toBe(upstreamReply);
});
