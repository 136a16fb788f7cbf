/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { editorConfig, type EditorField } from './editor-config';
import { loadContent } from './load';
import { dataFiles, legalFiles } from './schema';
import { copyContent } from './test-copy';

const settings = { branch: 'main', localBackendUrl: 'http://localhost:8081/api/v1', siteUrl: 'https://example.org' };
const { config, unlabelled } = editorConfig(settings);
const files = config.collections[0].files;

/** Every field path of the editor's configuration, e.g. `offers[].price.from`. */
function editorPaths(fields: EditorField[], prefix = ''): string[] {
  return fields.flatMap((entry) => {
    const path = `${prefix}${entry.name}`;
    if (entry.fields) return [path, ...editorPaths(entry.fields, entry.widget === 'list' ? `${path}[].` : `${path}.`)];
    return [path];
  });
}

/** Every field path a YAML value uses, in the same notation. */
function valuePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.some((item) => item && typeof item === 'object') ? value.flatMap((item) => valuePaths(item, `${prefix}[].`)) : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [`${prefix}${key}`, ...valuePaths(item, Array.isArray(item) ? `${prefix}${key}` : `${prefix}${key}.`)]);
}

const walkFields = (fields: EditorField[]): EditorField[] => fields.flatMap((entry) => [entry, ...walkFields(entry.fields ?? []), ...(entry.field ? [entry.field] : [])]);

describe('the editor’s configuration (public/admin/config.yml)', () => {
  it('gives every field a label from the schemas', () => {
    // A field listed here shows its bare name in the editor: give it a label with field() or group() in content/schema/.
    expect(unlabelled).toEqual([]);
  });

  it('has one entry per content file, in the schemas’ order', () => {
    expect(files.map((entry) => entry.file)).toEqual([...Object.values(dataFiles), ...Object.values(legalFiles)].map(({ file }) => `content/${file}`));
  });

  it('offers a field for everything the content files hold', () => {
    for (const { file } of Object.values(dataFiles)) {
      const fields = new Set(editorPaths(files.find((entry) => entry.file === `content/${file}`)!.fields));
      const used = [...new Set(valuePaths(parse(readFileSync(join(__dirname, '..', '..', 'content', file), 'utf8'))))];
      expect({ file, missing: used.filter((path) => !fields.has(path)) }).toEqual({ file, missing: [] });
    }
  });

  it('uses widgets that fit: times as checked text, prices as numbers, images with a required description, Markdown for the legal text', () => {
    const hours = files.find((entry) => entry.name === 'openingHours')!.fields[0];
    const opens = hours.fields!.find((entry) => entry.name === 'opens')!;
    expect(opens).toMatchObject({ widget: 'string', required: false });
    const pattern = new RegExp(opens.pattern![0]);
    const times = loadContent().openingHours.hours.flatMap((row) => [row.opens, row.closes]).filter((time) => time !== undefined);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      expect(pattern.test(time)).toBe(true);
      expect(pattern.test(time.replace(/^\d{2}/, (hours) => String(Number(hours) + 24)))).toBe(false);
    }

    const offer = files.find((entry) => entry.name === 'sessions')!.fields.find((entry) => entry.name === 'offers')!;
    const price = offer.fields!.find((entry) => entry.name === 'price')!;
    expect(price.fields!.find((entry) => entry.name === 'from')).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(price.fields!.find((entry) => entry.name === 'to')).toMatchObject({ widget: 'number', required: false });
    expect(offer.summary).toBe('{{fields.title}}');

    const all = files.flatMap((entry) => walkFields(entry.fields));
    const images = all.filter((entry) => entry.widget === 'object' && entry.fields?.some((child) => child.widget === 'image'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.fields!.find((child) => child.name === 'alt')).toBeDefined();
    expect(images.some((image) => image.fields!.find((child) => child.name === 'alt')!.required === undefined)).toBe(true);

    for (const { file } of Object.values(legalFiles)) {
      expect(files.find((entry) => entry.file === `content/${file}`)!.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    }
  });

  it('saves to GitHub when a repository is named, and otherwise only through the local editing server', () => {
    expect(config.backend).toMatchObject({ name: 'proxy' });
    expect(config.local_backend.url).toBe(settings.localBackendUrl);
    expect(editorConfig({ ...settings, repository: 'owner/site' }).config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
  });
});

describe('a file saved by the editor', () => {
  it('loads as it was, though the editor drops comments, reorders fields and writes a cleared optional field as ""', () => {
    const copy = copyContent();
    const before = loadContent(join(copy, 'content'));
    for (const { file } of Object.values(dataFiles)) {
      const path = join(copy, 'content', file);
      const data = parse(readFileSync(path, 'utf8'));
      // What Decap does when the owner clears an optional field: the field stays, empty.
      if (file === 'site.yaml') data.googleBusinessProfileUrl = '';
      if (file === 'sessions.yaml') for (const offer of data.offers) offer.price.to ??= '';
      if (file === 'opening-hours.yaml') for (const row of data.hours) if (!row.opens) Object.assign(row, { opens: '', closes: null });
      const reordered = Object.fromEntries(Object.entries(data).reverse());
      writeFileSync(path, stringify(reordered, { lineWidth: 80 }));
    }
    const after = loadContent(join(copy, 'content'));
    expect(after.site.googleBusinessProfileUrl).toBeUndefined();
    expect({ ...after, site: { ...after.site, googleBusinessProfileUrl: before.site.googleBusinessProfileUrl } }).toEqual(before);
  });
});
