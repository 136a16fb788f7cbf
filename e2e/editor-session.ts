import { expect, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { editorConfig, type EditorField } from '../lib/content/editor-config';
import { dataFiles, type DataFileKey } from '../lib/content/schema';
import type { HoursRow } from '../lib/content/schema/opening-hours';
import { copyContent } from '../lib/content/test-copy';

// The editor at /admin/ (the built out/admin/) as the owner meets it, offline: it saves through Decap's local
// editing server into a throwaway copy of content/ and public/images/. Labels come from the editor's
// configuration, values from the content: never from a test.

export const projectRoot = join(__dirname, '..');
const { config } = editorConfig({ branch: 'main', localBackendUrl: 'http://localhost:8081/api/v1', siteUrl: 'https://example.org' });
export const collection = config.collections[0];

/** The editor's fields of a data file, and one field among them by name. */
export const fieldsOf = (key: DataFileKey) => collection.files.find((entry) => entry.file === `content/${dataFiles[key].file}`)!.fields;
export const find = (fields: EditorField[] | undefined, name: string) => fields!.find((entry) => entry.name === name)!;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A row's opening time (`17:00`) moved by half an hour, staying before its closing time: a change she might make. */
export function earlier(row: HoursRow & { opens: string; closes: string }): string {
  const [hours, minutes] = row.opens.split(':').map(Number);
  const total = hours * 60 + minutes + (hours * 60 + minutes >= 30 ? -30 : 30);
  const moved = `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  if (moved >= row.closes) throw new Error(`cannot move ${row.opens} by half an hour before ${row.closes}`);
  return moved;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label; Decap adds "(optional)" to the label of a field that is not required. */
export const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}( \\(optional\\))?$`));

export type EditorSession = {
  page: Page;
  /** The copy's root: content/ and public/images/ inside. */
  copy: string;
  /** Outside requests the editor tried (all refused). */
  outside: string[];
  /** The copy's file, as text and as data. */
  text: (key: DataFileKey) => string;
  data: (key: DataFileKey) => Record<string, unknown>;
  /** Opens a file of the content from the editor's list. */
  open: (key: DataFileKey) => Promise<void>;
  /** A list field of the open entry, found by its label. */
  list: (label: string) => Locator;
  publish: () => Promise<void>;
  close: () => void;
};

/** Starts a local editing server on a copy of the content and logs in to the editor, as `npm run edit` would. */
export async function openEditor(page: Page, baseURL: string, copy = copyContent()): Promise<EditorSession> {
  const editorPort = await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(projectRoot, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(editorPort), GIT_REPO_DIRECTORY: copy, MODE: 'fs', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const localBackend = `http://localhost:${editorPort}/api/v1`;
  const close = () => {
    server.kill();
    rmSync(copy, { recursive: true, force: true });
  };

  // Nothing leaves the machine: the site's server, the local editing server and the preview only.
  const outside: string[] = [];
  const local = [new URL(baseURL).origin, new URL(localBackend).origin];
  await page.context().route(
    (url) => !local.includes(url.origin) && !['blob:', 'data:'].includes(url.protocol) && !/^http:\/\/(localhost|127\.0\.0\.1):/.test(url.href),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  // The built configuration names the default editing server; this session's runs on a port of its own.
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const built = parse(await response.text());
    built.local_backend.url = localBackend;
    if (built.backend.name === 'proxy') built.backend.proxy_url = localBackend;
    await route.fulfill({ response, body: stringify(built) });
  });
  // The site's pictures come from the copy, as `npm run edit` serves public/images/ (an upload included).
  await page.route(`${new URL(baseURL).origin}/images/**`, (route) => {
    const file = join(copy, 'public', decodeURIComponent(new URL(route.request().url()).pathname));
    return existsSync(file) ? route.fulfill({ path: file }) : route.continue();
  });
  await expect
    .poll(() => fetch(localBackend, { method: 'POST', body: '{"action":"info"}', headers: { 'Content-Type': 'application/json' } }).then((reply) => reply.ok, () => false), { timeout: 30_000 })
    .toBe(true);

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();

  const path = (key: DataFileKey) => join(copy, 'content', dataFiles[key].file);
  return {
    page,
    copy,
    outside,
    text: (key) => readFileSync(path(key), 'utf8'),
    data: (key) => parse(readFileSync(path(key), 'utf8')),
    open: async (key) => {
      // Right after a save the editor reopens the saved entry (lib/editor/page.ts reopen()), which can take
      // the list away again if the test is quicker than a person: then it goes to the list once more.
      await expect(async () => {
        await page.goto(`/admin/#/collections/${collection.name}`);
        await page.getByRole('link', { name: dataFiles[key].label, exact: true }).click({ timeout: 10_000 });
        await expect(page).toHaveURL(new RegExp(`/entries/${key}$`), { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    },
    list: (label) => page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: new RegExp(`^${escape(label)}( \\(optional\\))?$`) }) }).first(),
    publish: async () => {
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Publish now', { exact: true }).click();
    },
    close,
  };
}
