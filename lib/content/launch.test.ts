/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { editorConfig, type EditorField } from './editor-config';
import { beforeLaunch, findStandIns, formatLaunchReport, launchGroups, type StandIn } from './launch';
import { loadContent } from './load';
import { dataFiles } from './schema';
import { requiredByLaw, type LaunchNeed } from './schema/fields';
import { editYaml, copyContent } from './test-copy';

// The launch check groups what is left by how much it is needed, and speaks of the editor's switches and
// questions as the editor shows them.

const root = join(__dirname, '..', '..');
const content = loadContent();
const standIns = findStandIns(content);
const needs = Object.keys(launchGroups) as LaunchNeed[];
const check = (contentDir?: string) =>
  spawnSync(process.execPath, ['scripts/check-launch.mjs'], { cwd: root, env: { ...process.env, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) }, encoding: 'utf8' });

/** Where each group's heading starts in a report, in the order of the groups. */
const headingsIn = (report: string) => needs.map((need) => report.indexOf(`\n${launchGroups[need].heading.toUpperCase()} (`));

test('the report lists what the law requires before launch first, then what the site needs, then what can wait, each stand-in in its own group', () => {
  for (const need of needs) expect({ need, count: standIns.filter((standIn) => standIn.need === need).length }).not.toEqual({ need, count: 0 });
  const run = check();
  expect(run.status).toBe(1);
  const headings = headingsIn(run.stdout);
  expect(headings.every((at, index) => at > 0 && (index === 0 || at > headings[index - 1]))).toBe(true);
  for (const standIn of standIns) {
    const group = needs.indexOf(standIn.need);
    const at = run.stdout.indexOf(`${standIn.field}: ${standIn.says}.`, headings[group]);
    expect({ field: standIn.field, inItsGroup: at > headings[group] && (group === needs.length - 1 || at < headings[group + 1]) }).toEqual({ field: standIn.field, inItsGroup: true });
  }
});

/** A value that settles a stand-in: a switch switched on, a question answered, a fact the law asks for given. */
function settle(standIn: StandIn): unknown {
  if (standIn.then?.startsWith('switch on')) return true;
  if (standIn.then?.startsWith('choose Yes or No')) return false;
  const examples: Record<string, string> = { phone: '01373 000000', 'privacy › icoRegistration': 'ZA123456' };
  if (standIn.field in examples) return examples[standIn.field];
  throw new Error(`no example value to settle ${standIn.file} › ${standIn.field} in this test`);
}

test('only what the law requires or the site needs stops a launch: with those done the check passes, and still lists what can wait', () => {
  const copy = copyContent();
  try {
    for (const standIn of beforeLaunch(standIns)) editYaml(copy, standIn.file.replace(/^content\//, ''), (document) => document.setIn(standIn.path, settle(standIn)));
    const left = findStandIns(loadContent(join(copy, 'content')));
    expect(left.map((standIn) => standIn.need)).toEqual(left.map(() => 'later'));
    expect(left.length).toBe(standIns.filter((standIn) => standIn.need === 'later').length);
    const run = check(join(copy, 'content'));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${formatLaunchReport(left)}\n`);
    expect(run.stdout).toContain(`nothing stands in the way of launch; ${left.length} things can wait`);
    expect(headingsIn(run.stdout).map((at) => at > 0)).toEqual(needs.map((need) => need === 'later'));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

const { config } = editorConfig({ branch: 'main', localBackendUrl: 'http://localhost:8081/api/v1', siteUrl: 'https://example.org' });
const walkFields = (fields: EditorField[]): EditorField[] => fields.flatMap((entry) => [entry, ...walkFields(entry.fields ?? []), ...(entry.field ? [entry.field] : [])]);
const editorFields = walkFields(config.collections[0].files.flatMap((entry) => entry.fields));

test('the check and the editor use the same words: a switch is switched on, a question answered Yes or No, nothing ticked or "true or false"', () => {
  const report = formatLaunchReport(standIns);
  expect(report).not.toMatch(/\btick|true or false/i);
  for (const entry of editorFields) expect({ field: entry.label, hint: entry.hint ?? '' }).not.toEqual({ field: entry.label, hint: expect.stringMatching(/\btick|true or false/i) });
  // Every switch and Yes / No question the check asks about is one in the editor, by its label.
  for (const standIn of standIns.filter((entry) => entry.then)) {
    const label = /“(.+)”$/.exec(standIn.then!)![1];
    const widget = standIn.then!.startsWith('switch on') ? 'boolean' : 'yes-no';
    const shown = (entry: EditorField) => [label, `${label} ${requiredByLaw}`].includes(entry.label);
    expect({ label, widget, inEditor: editorFields.some((entry) => shown(entry) && entry.widget === widget) }).toEqual({ label, widget, inEditor: true });
  }
});

test('what the law requires is never "optional" in the editor: its label says it is required by law before launch, as the check groups it', () => {
  const byLaw = standIns.filter((standIn) => standIn.need === 'law' && !standIn.then);
  expect(byLaw.map((standIn) => standIn.field)).toContain('phone');
  for (const standIn of byLaw) {
    const key = (Object.keys(dataFiles) as (keyof typeof dataFiles)[]).find((name) => `content/${dataFiles[name].file}` === standIn.file)!;
    let fields = config.collections[0].files.find((entry) => entry.name === key)!.fields;
    let entry: EditorField | undefined;
    for (const part of standIn.path) {
      if (typeof part === 'number') continue;
      entry = fields.find((candidate) => candidate.name === part);
      fields = entry?.fields ?? [];
    }
    // Decap adds "(optional)" to a field it lets be left empty; the editor's page shows this label instead.
    expect({ label: entry!.label, saysRequired: entry!.label.endsWith(` ${requiredByLaw}`) }).toEqual({ label: entry!.label, saysRequired: entry!.required === false });
  }
});
