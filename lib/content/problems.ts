import type { z } from 'zod';
import { itemName } from './schema/walk';

/** A content file that cannot be used. Its message is written for the owner: file, field, what is wrong. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length === 1 ? 'A problem in content/ stops' : `${problems.length} problems in content/ stop`} the build:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** `content/sessions.yaml › offers › Private General Sessions › price › from: expected …, got "£20"` */
export function describeIssue(file: string, raw: unknown, issue: z.core.$ZodIssue): string {
  const where = describePath(file, raw, issue.path);
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}; check the spelling, or remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
  }
  const input = (issue as { input?: unknown }).input;
  if (input === undefined && issue.code === 'invalid_type') return `${where}: missing; ${issue.message}`;
  return input === undefined || issue.code === 'custom' ? `${where}: ${issue.message}` : `${where}: ${issue.message}, got ${describeValue(input)}`;
}

/** Where a value is, as the owner finds it: the file, then each field, list items by their title or name. */
export function describePath(file: string, raw: unknown, path: PropertyKey[]): string {
  const parts = [`content/${file}`];
  let node = raw;
  for (const key of path) {
    if (typeof key === 'number' && Array.isArray(node)) parts.push(itemName(node[key], key));
    else parts.push(String(key));
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return parts.join(' › ');
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'nothing';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}
