import { z } from 'zod';
import { dataFiles, legalFiles } from './schema';
import { requiredByLaw, type FieldMeta } from './schema/fields';
import { legalBody, legalFrontMatterSchema } from './schema/legal';

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
  add_to_top?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  options?: string[];
  multiple?: boolean;
  pattern?: [string, string];
  choose_url?: boolean;
};

export type EditorBackend = { repository?: string; branch: string; authBaseUrl?: string; authEndpoint?: string };

/** Where the owner's edits go: GitHub when a repository is named, otherwise only the local editor. */
export type EditorSettings = EditorBackend & { localBackendUrl: string; siteUrl: string };

/** A node of the JSON Schema that z.toJSONSchema() gives, with the metadata field() put on it. */
type Node = Partial<FieldMeta> & {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: string[];
  anyOf?: Node[];
  pattern?: string;
  format?: string;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
};

/** A schema as the editor reads it: JSON Schema of what may be written in the file (before transforms). */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;

/** `googleBusinessProfileUrl` → `Google business profile url`: the fallback for a field with no label. */
export const labelFromName = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Numbers the editor offers no limit for: zod's bounds of a safe integer. */
const unbounded = (value: number | undefined) => value === undefined || Math.abs(value) > 1e15;

/**
 * Decap's field for one field of a file's JSON Schema. `unlabelled` collects the paths of fields whose
 * schema gives no label, so a test can list them (the editor then shows a label made from the field's name).
 */
export function editorField(name: string, node: Node, optional: boolean, path: string, unlabelled: string[], parentOptional = false): EditorField {
  if (!node.label) unlabelled.push(path);
  const base: EditorField = { name, label: node.label ?? labelFromName(name), widget: 'string' };
  if (node.hint) base.hint = node.hint;
  // Inside an optional group every field is optional to the editor too: Decap would otherwise refuse to
  // save a file in which the group is absent. The schema still asks for them when the group is there.
  // A Yes / No question may be left unanswered until the owner knows.
  if (optional || parentOptional || node.widget === 'yes-no') base.required = false;
  // The site builds without it, but the law asks for it before launch: the editor says so, as the launch
  // check does, rather than calling it optional (lib/editor/page.ts leaves out Decap's "(optional)").
  if (base.required === false && node.launch?.need === 'law') base.label = `${base.label} ${requiredByLaw}`;
  // Yes, No, or not said yet (lib/editor/yes-no.ts): true, false or null in the file.
  if (node.widget === 'yes-no') return { ...base, widget: 'yes-no' };

  if (node.type === 'object') {
    return { ...base, widget: 'object', collapsed: optional || undefined, fields: objectFields(node, path, unlabelled, optional || parentOptional) };
  }
  if (node.type === 'array' && node.items) {
    const minimum = node.minItems ? { min: node.minItems } : {};
    const element = node.items;
    if (element.enum) return { ...base, widget: 'select', multiple: true, options: element.enum, ...minimum };
    // A new item is added at the top, beside the button that adds it, and opens there.
    const list: EditorField = { ...base, widget: 'list', collapsed: node.folded ?? true, add_to_top: true, ...minimum };
    if (node.summary) list.summary = node.summary;
    if (element.type === 'object') return { ...list, fields: objectFields(element, `${path}[]`, unlabelled) };
    // A list of lines: each item its own box (a comma-separated box would split a line that has a comma).
    const item = editorField('item', element, false, `${path}[]`, []);
    return { ...list, collapsed: false, field: { ...item, label: base.label } };
  }
  if (node.enum) return { ...base, widget: 'select', options: node.enum };
  // A new list item starts unticked, so the file always has true or false as the schema expects.
  if (node.type === 'boolean') return { ...base, widget: 'boolean', default: false };
  if (node.type === 'integer' || node.type === 'number') {
    const number: EditorField = { ...base, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' };
    if (!unbounded(node.minimum)) number.min = node.minimum;
    else if (node.exclusiveMinimum !== undefined && node.type === 'integer') number.min = node.exclusiveMinimum + 1;
    if (!unbounded(node.maximum)) number.max = node.maximum;
    if (node.multipleOf) number.step = node.multipleOf;
    return number;
  }
  if (node.widget === 'image') return { ...base, widget: 'image', choose_url: false };
  const widget = node.widget === 'text' || node.widget === 'markdown' ? node.widget : 'string';
  // A time stays a string with a pattern: Decap's date-time widget rewrites "17:00" in its own format.
  // Formats (e-mail, web address) are left to the build's check, whose message says what is expected.
  if (!node.pattern || node.format) return { ...base, widget };
  return { ...base, widget, pattern: [node.pattern, sentence(node.expected ?? 'expected what the hint describes')] };
}

function objectFields(node: Node, path: string, unlabelled: string[], parentOptional = false): EditorField[] {
  return Object.entries(node.properties ?? {}).map(([key, child]) =>
    editorField(key, child, !node.required?.includes(key), `${path}.${key}`, unlabelled, parentOptional),
  );
}

/** The editor's fields for a whole data file, and the fields it found without a label. */
export function fileFields(schema: z.ZodType, file: string, unlabelled: string[] = []): EditorField[] {
  const node = jsonSchemaOf(schema);
  return Object.entries(node.properties ?? {}).map(([key, child]) => editorField(key, child, !node.required?.includes(key), `${file} › ${key}`, unlabelled));
}

/** Decap CMS's whole configuration (config.yml), from the schemas in lib/content/schema/. */
export function editorConfig(settings: EditorSettings) {
  const unlabelled: string[] = [];
  const files = [
    ...Object.entries(dataFiles).map(([name, { file, label, schema }]) => ({ name, label, file: `content/${file}`, fields: fileFields(schema, file, unlabelled) })),
    ...Object.entries(legalFiles).map(([name, { file, label }]) => {
      const body = editorField('body', jsonSchemaOf(legalBody()), false, `${file} › body`, unlabelled);
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
    // content-files: the editor's own format (lib/editor/yaml-text.ts), which changes only what the owner changed.
    collections: [{ name: 'content', label: 'Site content', delete: false, format: 'content-files', editor: { preview: false }, files }],
  };
  return { config, unlabelled };
}
