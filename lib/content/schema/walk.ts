import { z } from 'zod';
import { metaOf, type FieldMeta } from './fields';

/** A schema with its wrappers (optional) taken off, and whether one was there. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; meta: FieldMeta | undefined } {
  let inner = schema;
  let optional = false;
  let meta = metaOf(schema);
  while (inner instanceof z.ZodOptional) {
    optional = true;
    inner = inner.unwrap() as z.ZodType;
    meta ??= metaOf(inner);
  }
  return { inner, optional, meta };
}

/**
 * Visits every field of a value alongside its schema: the launch check and the editor's configuration both
 * read the schema this way. `path` is the value's path; `labels` the editor's labels along it.
 */
export function walk(
  schema: z.ZodType,
  value: unknown,
  visit: (node: { schema: z.ZodType; meta: FieldMeta | undefined; value: unknown; path: (string | number)[]; labels: string[] }) => void,
  path: (string | number)[] = [],
  labels: string[] = [],
) {
  const { inner, meta } = unwrap(schema);
  const here = meta?.label ? [...labels, meta.label] : labels;
  visit({ schema: inner, meta, value, path, labels: here });
  if (inner instanceof z.ZodObject && value && typeof value === 'object') {
    for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      walk(child, (value as Record<string, unknown>)[key], visit, [...path, key], here);
    }
  } else if (inner instanceof z.ZodArray && Array.isArray(value)) {
    value.forEach((item, index) => walk(inner.element as z.ZodType, item, visit, [...path, index], [...here, itemName(item, index)]));
  }
}

/** A list item as the owner knows it: its title, question or name rather than its position. */
export function itemName(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['title', 'question', 'name', 'label', 'id']) if (typeof record[key] === 'string' && record[key]) return String(record[key]);
    if (Array.isArray(record.days)) return record.days.join(', ');
  }
  if (typeof item === 'string' && item) return item.length > 40 ? `${item.slice(0, 40)}…` : item;
  return `item ${index + 1}`;
}

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Nothing in it but blanks and unticked boxes: what the editor leaves of an optional group no one filled in. */
const isUnfilled = (value: unknown): boolean =>
  isBlank(value) || value === false || (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isUnfilled));

/**
 * A copy of a file's data without the optional fields that were left empty. The editor at /admin/ writes
 * a field the owner cleared as "" (or a cleared number as ""), where the schema expects the field to be
 * absent; both mean "nothing here", so the build reads them as absent. Required fields are left as they
 * are, so an empty one still gets its own message.
 */
export function withoutEmptyOptionals(schema: z.ZodType, value: unknown): unknown {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodObject && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const child = shape[key];
      if (!child) {
        result[key] = item;
        continue;
      }
      const { optional, inner: childInner } = unwrap(child);
      if (optional && (childInner instanceof z.ZodObject ? isUnfilled(item) : isBlank(item))) continue;
      result[key] = withoutEmptyOptionals(child, item);
    }
    return result;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => withoutEmptyOptionals(inner.element as z.ZodType, item));
  return value;
}
