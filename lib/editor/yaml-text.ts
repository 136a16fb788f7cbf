import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, type Node } from 'yaml';

/**
 * The owner's files as she would write them: the editor changes only the values she changed. A file is
 * read into a YAML Document (which keeps comments, key order, quoting and flow lists) and each new value
 * is put into it, so every other line stays as it was.
 */

/** How the content files are written: long lines are never folded, `[a, b]` lists keep their spacing. */
const writeOptions = { lineWidth: 0, flowCollectionPadding: false, doubleQuotedAsJSON: true } as const;

/** A legal document: YAML details between two `---` lines, then its Markdown. */
const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?([\s\S]*)$/;

/** What a YAML file or a Markdown file with details holds, as the editor edits it (Markdown as `body`). */
export function readText(text: string): Record<string, unknown> {
  const match = frontMatter.exec(text);
  if (!match) return (parseDocument(text).toJS() as Record<string, unknown> | null) ?? {};
  const details = (parseDocument(match[1] ?? '').toJS() as Record<string, unknown> | null) ?? {};
  return { ...details, body: match[2] };
}

/** `text` with the values of `data` put in; `order` is the order of the file's fields for a key that is new. */
export function writeText(text: string, data: Record<string, unknown>, order: string[] = []): string {
  const match = frontMatter.exec(text);
  if (!match) return updateDocument(text, data, order);
  const { body, ...details } = data;
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const bodyText = typeof body === 'string' ? body : match[2];
  return `---${newline}${updateDocument(match[1] ?? '', details, order)}---${newline}${bodyText}`;
}

function updateDocument(text: string, data: Record<string, unknown>, order: string[]): string {
  const document = parseDocument(text);
  document.contents = update(document, document.contents as Node | null, data, order) as typeof document.contents;
  return document.toString(writeOptions);
}

/** Empty in the editor's sense: a cleared field, which the file leaves out. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A time like 17:00 is written in quotes, as the owner's guide asks (some YAML readers take 17:00 for a number). */
const looksLikeTime = (value: unknown) => typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value);

function newNode(document: Document, value: unknown): Node {
  const node = document.createNode(value) as Node;
  const quoteTimes = (item: unknown) => {
    if (isScalar(item) && looksLikeTime(item.value)) item.type = Scalar.QUOTE_DOUBLE;
    if (isMap(item)) item.items.forEach((pair) => quoteTimes(pair.value));
    if (isSeq(item)) item.items.forEach(quoteTimes);
  };
  quoteTimes(node);
  return node;
}

/** The node for `value`: `node` itself, changed only where the value differs. */
function update(document: Document, node: Node | null, value: unknown, order: string[] = []): Node {
  if (isRecord(value) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      const was = (pair.value as Node | null)?.toJSON?.() ?? pair.value;
      if (key in value && same(was, value[key])) continue;
      if (!(key in value) || isEmpty(value[key])) node.delete(key);
      else pair.value = update(document, pair.value as Node | null, value[key]);
    }
    const present = new Set(node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key)));
    for (const key of Object.keys(value).filter((name) => !present.has(name) && !isEmpty(value[name]))) {
      const position = order.indexOf(key);
      const pair = document.createPair(key, null);
      pair.value = newNode(document, value[key]);
      // A new top-level field goes where the schema has it, after the fields that come before it.
      const after = position < 0 ? -1 : node.items.findLastIndex((item) => order.indexOf(String(isScalar(item.key) ? item.key.value : item.key)) < position);
      if (position < 0) node.items.push(pair);
      else node.items.splice(after + 1, 0, pair);
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    const old = [...node.items] as (Node | null)[];
    const used = new Set<number>();
    const values = old.map((item) => (item as Node | null)?.toJSON?.() ?? item);
    const idOf = (item: unknown) => (isRecord(item) && typeof item.id === 'string' ? item.id : undefined);
    node.items = value.map((item, index) => {
      // The item it was: by id, else an identical one, else the one at its place. So a moved item keeps its comments.
      let match = idOf(item) === undefined ? -1 : values.findIndex((entry, at) => !used.has(at) && idOf(entry) === idOf(item));
      if (match < 0) match = values.findIndex((entry, at) => !used.has(at) && same(entry, item));
      if (match < 0 && index < old.length && !used.has(index) && idOf(values[index]) === idOf(item)) match = index;
      if (match < 0) return newNode(document, item);
      used.add(match);
      return same(values[match], item) ? old[match]! : update(document, old[match], item);
    });
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) {
      node.value = value;
      if (looksLikeTime(value) && node.type === Scalar.PLAIN) node.type = Scalar.QUOTE_DOUBLE;
    }
    return node;
  }
  return newNode(document, value);
}
