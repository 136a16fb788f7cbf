import type { ContentSource } from '../content/parse';
import { dataFiles, legalFiles } from '../content/schema';
import { parse } from 'yaml';
import { enhancePage, phrases, reopen, showProblems } from './page';
import { normalisedTimes, problemsOfSave } from './save-check';
import { readText, writeText } from './yaml-text';
import { yesNoControl } from './yes-no';

/**
 * The editor's own part of /admin/, run by public/admin/index.html after Decap CMS (decap-cms.js) and before
 * it starts: files are saved changing only what the owner changed (yaml-text.ts), a save the build would
 * refuse is refused with the build's message (save-check.ts), and the page is made easier to use (page.ts).
 */

/** The parts of Decap's Immutable entry the editor reads. */
type ImmutableMap = { get: (key: string) => unknown; setIn: (path: (string | number)[], value: unknown) => ImmutableMap; toJS: () => Record<string, unknown> };
type Cms = {
  registerCustomFormat: (name: string, extension: string, format: { fromFile: (text: string) => unknown; toFile: (data: Record<string, unknown>, order?: string[]) => string }) => void;
  registerEventListener: (listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }) => void;
  registerLocale: (locale: string, phrases: object) => void;
  registerWidget: (name: string, control: unknown) => void;
  init: (options: { config: object }) => void;
};
type Config = { backend: { name: string; repo?: string; branch?: string; proxy_url?: string }; local_backend?: { url: string } };

const { CMS: cms, h } = window as unknown as { CMS: Cms; h: Parameters<typeof yesNoControl>[0] };
const files = [...Object.values(dataFiles), ...Object.values(legalFiles)].map(({ file }) => `content/${file}`);
const onThisComputer = ['localhost', '127.0.0.1'].includes(location.hostname);

/** The file being saved, as it was: Decap gives its path and text to the pre-save step, not to the format. */
let saving: { raw: string } | undefined;

cms.registerCustomFormat('content-files', 'yml', {
  fromFile: readText,
  // Also called for the editor's draft backup, with nothing being saved: then the file is written afresh.
  toFile: (data, order) => writeText(saving?.raw ?? '', data, order),
});

/** Every content file as it is now, read through the backend the editor saves to; undefined if it cannot. */
async function currentFiles(config: Config): Promise<ContentSource | undefined> {
  const proxy = onThisComputer && config.local_backend ? config.local_backend.url : config.backend.proxy_url;
  const branch = config.backend.branch ?? 'main';
  const texts = new Map<string, string>();
  try {
    if (proxy) {
      const reply = await fetch(proxy, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'entriesByFiles', params: { branch, files: files.map((path) => ({ path })) } }) });
      for (const entry of (await reply.json()) as { data: string; file: { path: string } }[]) texts.set(entry.file.path, entry.data);
    } else if (config.backend.name === 'github' && config.backend.repo) {
      const { token } = JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as { token?: string };
      await Promise.all(
        files.map(async (path) => {
          const reply = await fetch(`https://api.github.com/repos/${config.backend.repo}/contents/${path}?ref=${encodeURIComponent(branch)}`, {
            headers: { Accept: 'application/vnd.github.raw+json', ...(token ? { Authorization: `token ${token}` } : {}) },
          });
          if (reply.ok) texts.set(path, await reply.text());
        }),
      );
    }
  } catch {
    return undefined;
  }
  return texts.size ? (file) => texts.get(`content/${file}`) : undefined;
}

/** A refused save: Decap shows its message as the reason ("Not saved. …"). */
class Refusal extends Error {
  override toString() {
    return this.message;
  }
}

async function main() {
  const config = parse(await (await fetch('config.yml')).text()) as Config;

  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const path = String(entry.get('path'));
      const file = path.replace(/^content\//, '');
      const raw = String(entry.get('raw') ?? '');
      let data = entry.get('data') as ImmutableMap;
      for (const { path: at, value } of normalisedTimes(file, data.toJS())) data = data.setIn(at, value);
      const after = writeText(raw, data.toJS());
      const source = await currentFiles(config);
      const problems = source ? problemsOfSave(source, file, raw, after) : [];
      showProblems(problems);
      if (problems.length) throw new Refusal(`The build would refuse this change, so it is not saved:\n${problems.map((problem) => `• ${problem}`).join('\n')}`);
      saving = { raw };
      return data;
    },
  });
  // After a save the editor shows the file as saved, so a second change (even back to the old value) saves too.
  cms.registerEventListener({ name: 'postSave', handler: () => void ((saving = undefined), reopen()) });

  cms.registerWidget('yes-no', yesNoControl(h));
  cms.registerLocale('en-GB', phrases);
  cms.init({
    config: {
      locale: 'en-GB',
      // On this computer, "View Live" opens the preview (npm run edit), not the public address.
      ...(onThisComputer ? { site_url: location.origin, display_url: location.origin } : {}),
    },
  });
  enhancePage();
}

void main();
