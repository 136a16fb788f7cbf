import { z } from 'zod';
import { dataFiles, legalFiles } from './schema';
import type { FieldMeta } from './schema/fields';
import { legalBody, legalFrontMatterSchema } from './schema/legal';
import { unwrap } from './schema/walk';

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
export type EditorField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  fields?: EditorField[];
  field?: EditorField;
  summary?: string;
  collapsed?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: string[];
  multiple?: boolean;
  pattern?: [string, string];
  choose_url?: boolean;
};

export type EditorBackend = { repository?: string; branch: string; authBaseUrl?: string; authEndpoint?: string };

/** Where the owner's edits go: GitHub when a repository is named, otherwise only the local editor. */
export type EditorSettings = EditorBackend & { localBackendUrl: string; siteUrl: string };

type Check = { check: string; value?: number; inclusive?: boolean; minimum?: number; format?: string; pattern?: RegExp };

const checksOf = (schema: z.ZodType): Check[] => ((schema._zod.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map((check) => check._zod.def);

/** `googleBusinessProfileUrl` → `Google business profile url`: the fallback for a field with no label. */
export const labelFromName = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * Decap's field for one schema field. `unlabelled` collects the paths of fields whose schema gives no
 * label, so a test can list them (the editor then shows a label made from the field's name).
 */
export function editorField(name: string, schema: z.ZodType, path: string, unlabelled: string[], parentOptional = false): EditorField {
  const { inner, optional, meta } = unwrap(schema);
  const type = inner._zod.def.type;
  if (!meta?.label) unlabelled.push(path);
  const base: EditorField = { name, label: meta?.label ?? labelFromName(name), widget: 'string' };
  if (meta?.hint) base.hint = meta.hint;
  // Inside an optional group every field is optional to the editor too: Decap would otherwise refuse to
  // save a file in which the group is absent. The schema still asks for them when the group is there.
  if (optional || parentOptional) base.required = false;

  if (type === 'object') {
    const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>;
    return {
      ...base,
      widget: 'object',
      collapsed: optional || undefined,
      fields: Object.entries(shape).map(([key, child]) => editorField(key, child, `${path}.${key}`, unlabelled, optional || parentOptional)),
    };
  }
  if (type === 'array') {
    const element = (inner as z.ZodArray).element as z.ZodType;
    const minimum = checksOf(inner).find((check) => check.check === 'min_length')?.minimum;
    const list: EditorField = { ...base, widget: 'list', collapsed: true, ...(minimum ? { min: minimum } : {}) };
    if (meta?.summary) list.summary = meta.summary;
    const elementType = unwrap(element).inner._zod.def.type;
    if (elementType === 'enum') {
      const options = (unwrap(element).inner as z.ZodEnum).options as string[];
      const { collapsed: _collapsed, min: _min, ...rest } = list;
      void _collapsed;
      void _min;
      return { ...rest, widget: 'select', multiple: true, options, ...(minimum ? { min: minimum } : {}) };
    }
    if (elementType === 'object') {
      const shape = (unwrap(element).inner as z.ZodObject).shape as Record<string, z.ZodType>;
      return { ...list, fields: Object.entries(shape).map(([key, child]) => editorField(key, child, `${path}[].${key}`, unlabelled)) };
    }
    // A list of lines: each item its own box (a comma-separated box would split a line that has a comma).
    const item = editorField('item', element, `${path}[]`, []);
    return { ...list, collapsed: false, field: { ...item, label: base.label } };
  }
  if (type === 'enum') return { ...base, widget: 'select', options: (inner as z.ZodEnum).options as string[] };
  // A new list item starts unticked, so the file always has true or false as the schema expects.
  if (type === 'boolean') return { ...base, widget: 'boolean', default: false };
  if (type === 'number') {
    const number: EditorField = { ...base, widget: 'number', value_type: (inner as z.ZodNumber).isInt ? 'int' : 'float' };
    for (const check of checksOf(inner)) {
      if (check.check === 'greater_than' && check.value !== undefined) {
        if (check.inclusive) number.min = check.value;
        else if (number.value_type === 'int') number.min = check.value + 1;
      }
      if (check.check === 'less_than' && check.value !== undefined && check.inclusive) number.max = check.value;
    }
    return number;
  }
  return stringField(base, inner, meta);
}

function stringField(base: EditorField, inner: z.ZodType, meta: FieldMeta | undefined): EditorField {
  if (meta?.widget === 'image') return { ...base, widget: 'image', choose_url: false };
  const widget = meta?.widget === 'text' || meta?.widget === 'markdown' ? meta.widget : 'string';
  const regex = checksOf(inner).find((check) => check.format === 'regex' && check.pattern)?.pattern;
  // A time stays a string with a pattern: Decap's date-time widget rewrites "17:00" in its own format.
  if (!regex) return { ...base, widget };
  const message = inner.safeParse('\u0000').error?.issues[0]?.message ?? 'This does not look right';
  return { ...base, widget, pattern: [regex.source, sentence(message)] };
}

/** The editor's fields for a whole data file, and the fields it found without a label. */
export function fileFields(schema: z.ZodType, file: string, unlabelled: string[] = []): EditorField[] {
  const shape = (unwrap(schema).inner as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([key, child]) => editorField(key, child, `${file} › ${key}`, unlabelled));
}

/** Decap CMS's whole configuration (config.yml), from the schemas in content/schema/. */
export function editorConfig(settings: EditorSettings) {
  const unlabelled: string[] = [];
  const files = [
    ...Object.entries(dataFiles).map(([name, { file, label, schema }]) => ({ name, label, file: `content/${file}`, fields: fileFields(schema, file, unlabelled) })),
    ...Object.entries(legalFiles).map(([name, { file, label }]) => {
      const body = editorField('body', legalBody(), `${file} › body`, unlabelled);
      return { name, label, file: `content/${file}`, fields: [...fileFields(legalFrontMatterSchema, file, unlabelled), body] };
    }),
  ];
  const backend = settings.repository
    ? {
        name: 'github',
        repo: settings.repository,
        branch: settings.branch,
        ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl } : {}),
        ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
      }
    : // No repository named: the editor works only on this computer, through npm run edit.
      { name: 'proxy', proxy_url: settings.localBackendUrl, branch: settings.branch };
  const config = {
    backend,
    local_backend: { url: settings.localBackendUrl },
    locale: 'en',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: 'public/images',
    public_folder: '/images',
    collections: [{ name: 'content', label: 'Site content', delete: false, editor: { preview: false }, files }],
  };
  return { config, unlabelled };
}
