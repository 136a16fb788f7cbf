import type { Content } from './load';
import { dataFiles, type DataFileKey } from './schema';
import { itemName, walk } from './schema/walk';

/** Something on the site that is still a stand-in, and what to do about it. */
export type StandIn = { file: string; field: string; editor: string; says: string };

/** Every field whose schema carries a launch rule that its value does not yet meet. */
export function findStandIns(content: Content): StandIn[] {
  const standIns: StandIn[] = [];
  for (const key of Object.keys(dataFiles) as DataFileKey[]) {
    const { file, label, schema } = dataFiles[key];
    const data = content[key];
    walk(schema, data, ({ meta, value, path, labels }) => {
      const rule = meta?.launch;
      if (!rule) return;
      const unmet =
        (rule.when === 'false' && value === false) ||
        (rule.when === 'empty' && (value === undefined || value === null || value === '')) ||
        (rule.when === 'illustration' && typeof (value as { src?: unknown })?.src === 'string' && (value as { src: string }).src.endsWith('.svg'));
      if (!unmet) return;
      // A confirmation box speaks for the group it sits in: name the group, not the box.
      const shown = ['confirmed', 'verified'].includes(String(path.at(-1))) ? path.slice(0, -1) : path;
      let node: unknown = data;
      const names = shown.map((part) => {
        const name = typeof part === 'number' ? itemName((node as unknown[])[part], part) : part;
        node = (node as Record<string | number, unknown>)[part];
        return name;
      });
      standIns.push({ file: `content/${file}`, field: names.join(' › '), editor: [label, ...labels].join(' › '), says: rule.says });
    });
  }
  return standIns;
}

export const formatStandIn = (standIn: StandIn) => `${standIn.field}: ${standIn.says}.\n     In the editor: ${standIn.editor}.`;

/** The launch check's report: a count, then each stand-in under the file that holds it, numbered. */
export function formatLaunchReport(standIns: StandIn[]): string {
  if (!standIns.length) return 'Launch check: nothing left to replace. The site is ready to publish.';
  const lines = [`Launch check: ${standIns.length} thing${standIns.length > 1 ? 's' : ''} to replace or confirm before the site goes live.`];
  const files = [...new Set(standIns.map((standIn) => standIn.file))];
  let number = 0;
  for (const file of files) {
    const inFile = standIns.filter((standIn) => standIn.file === file);
    lines.push('', `${file} (${inFile.length})`);
    for (const standIn of inFile) lines.push(`${String(++number).padStart(3)}. ${formatStandIn(standIn)}`);
  }
  lines.push('', 'Change each in the editor (npm run edit, then /admin/) or in the file named, then run npm run check:launch again.');
  return lines.join('\n');
}
