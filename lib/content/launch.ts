import type { Content } from './load';
import { dataFiles, type DataFileKey } from './schema';
import type { LaunchNeed } from './schema/fields';
import { itemName, walk } from './schema/walk';

/**
 * Something on the site that is still a stand-in: where it is (file, field as the owner names it, its path in
 * the file, and the editor's labels), how
 * much it is needed (`need`), what to do (`says`) and, for a switch or a Yes / No question, what to do with it
 * in the editor (`then`), in the editor's own words; `editor` is then the labels of the group it is in.
 */
export type StandIn = { file: string; field: string; path: (string | number)[]; editor: string; need: LaunchNeed; says: string; then?: string };

/** The launch check's groups, in the order it lists them. */
export const launchGroups: Record<LaunchNeed, { heading: string; note: string }> = {
  law: { heading: 'Required by law before launch', note: 'the law asks for each of these before the site goes live' },
  launch: { heading: 'Needed before launch', note: 'without these the site would lose enquiries or state what is not yours' },
  later: { heading: 'Can wait', note: 'the site is lawful and works without these, and is better with them' },
};

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
      // What the editor shows: a switch to switch on, or a Yes / No question to answer.
      const then = rule.when === 'false' ? `switch on “${meta.label}”` : meta.widget === 'yes-no' ? `choose Yes or No in “${meta.label}”` : undefined;
      const editor = [label, ...(then ? labels.slice(0, -1) : labels)].join(' › ');
      standIns.push({ file: `content/${file}`, field: names.join(' › '), path, editor, need: rule.need, says: rule.says, ...(then ? { then } : {}) });
    });
  }
  return standIns;
}

export const formatStandIn = (standIn: StandIn) =>
  `${standIn.field}: ${standIn.says}.\n     In the editor: ${standIn.editor}${standIn.then ? `: ${standIn.then}` : ''}.`;

/** The stand-ins that stop a launch: those the law asks for and those the site needs. */
export const beforeLaunch = (standIns: StandIn[]) => standIns.filter((standIn) => standIn.need !== 'later');

const things = (count: number) => `${count} thing${count === 1 ? '' : 's'}`;

/** The launch check's report: the counts, then each group (law, needed, can wait), each stand-in under its file, numbered. */
export function formatLaunchReport(standIns: StandIn[]): string {
  if (!standIns.length) return 'Launch check: nothing left to replace. The site is ready to publish.';
  const count = (need: LaunchNeed) => standIns.filter((standIn) => standIn.need === need).length;
  const blocking = beforeLaunch(standIns).length;
  const lines = [
    blocking
      ? `Launch check: ${things(blocking)} to do before the site goes live (${count('law')} required by law, ${count('launch')} needed); ${things(count('later'))} can wait.`
      : `Launch check: nothing stands in the way of launch; ${things(standIns.length)} can wait.`,
  ];
  let number = 0;
  for (const [need, { heading, note }] of Object.entries(launchGroups) as [LaunchNeed, (typeof launchGroups)[LaunchNeed]][]) {
    const inGroup = standIns.filter((standIn) => standIn.need === need);
    if (!inGroup.length) continue;
    lines.push('', `${heading.toUpperCase()} (${inGroup.length}): ${note}.`);
    for (const file of new Set(inGroup.map((standIn) => standIn.file))) {
      const inFile = inGroup.filter((standIn) => standIn.file === file);
      lines.push('', `${file} (${inFile.length})`);
      for (const standIn of inFile) lines.push(`${String(++number).padStart(3)}. ${formatStandIn(standIn)}`);
    }
  }
  lines.push('', 'Change each in the editor (npm run edit, then /admin/) or in the file named, then run npm run check:launch again.');
  return lines.join('\n');
}
