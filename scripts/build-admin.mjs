// Run by scripts/generate.mjs before every build and `npm run edit`: puts the editor (Decap CMS, from the
// decap-cms npm package, no CDN) into public/admin/, which Next copies to out/admin/, and writes its
// configuration, config.yml, from the schemas in lib/content/schema/ (lib/content/editor-config.ts): every
// content file, every field, with the labels and hints the schemas give. public/admin/index.html is kept
// in git; the rest is made here.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { buildAdminModules } from './admin-modules.mjs';
import { editorConfigModule } from './content.mjs';

/** The port of Decap's local editing server (decap-server) that `npm run edit` starts and the editor talks to. */
export const localEditorPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);

const root = join(import.meta.dirname, '..');
const adminDir = join(root, 'public', 'admin');
const fail = (message) => {
  console.error(`\nbuild-admin: ${message}\n`);
  process.exit(1);
};

/** Builds public/admin/ for the loaded content (its settings say where it saves; its website address is "View Live" online). */
export async function buildAdmin(content) {
  let distDir;
  try {
    distDir = join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
  } catch {
    fail('the decap-cms package is missing, so the editor at /admin/ cannot be built. Run "npm install" and try again.');
  }
  // The app, the chunks it loads on demand (named NNN.decap-cms.js) and their WebAssembly files; not the
  // source maps (25 MB) or the second copy of the app that the package ships as cms.js.
  const files = existsSync(distDir) ? readdirSync(distDir).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)) : [];
  if (!files.includes('decap-cms.js')) fail(`no decap-cms.js in ${distDir}: the decap-cms package looks broken. Run "npm ci" and try again.`);
  if (!existsSync(join(adminDir, 'index.html'))) fail('public/admin/index.html is missing (it is kept in git): restore it with "git checkout public/admin/index.html".');

  const settings = content.settings.editor;
  const { editorConfig } = await editorConfigModule();
  // On GitHub Actions the repository is known even when content/editor.yaml leaves it empty.
  const repository = settings.repository || process.env.GITHUB_REPOSITORY || '';
  const { config, unlabelled } = editorConfig({
    ...settings,
    repository,
    localBackendUrl: `http://localhost:${localEditorPort}/api/v1`,
    siteUrl: content.site.website.url,
  });

  for (const name of readdirSync(adminDir)) if (name !== 'index.html') rmSync(join(adminDir, name), { recursive: true });
  mkdirSync(adminDir, { recursive: true });
  for (const name of files) copyFileSync(join(distDir, name), join(adminDir, name));
  // Decap starts only once the editor's own module (lib/editor/admin.ts) has added its format and checks.
  writeFileSync(join(adminDir, 'manual-init.js'), 'window.CMS_MANUAL_INIT = true;\n');
  const modules = buildAdminModules('lib/editor/admin.ts', join(adminDir, 'modules'));
  writeFileSync(
    join(adminDir, 'config.yml'),
    `# Made by scripts/build-admin.mjs from lib/content/schema/ and content/editor.yaml: edit those, not this.\n${stringify(config, { lineWidth: 0 })}`,
  );

  const where = repository ? `saves to GitHub (${repository}, branch ${settings.branch}) online, and to this computer with npm run edit` : 'works on this computer only (npm run edit): no GitHub repository is set in content/editor.yaml';
  console.log(`Editor: /admin/ built (${files.length} files from decap-cms, ${modules.files} modules of its own); it ${where}`);
  if (unlabelled.length) console.log(`Editor: ${unlabelled.length} fields have no label in lib/content/schema/ and show their name instead: ${unlabelled.join(', ')}`);
}
