// The editor's own code (lib/editor/admin.ts and what it imports: the schemas, the checks, the YAML writer)
// as JavaScript modules the browser loads as they are, into public/admin/modules/. TypeScript's own
// transpiler turns each file into JavaScript; the packages it uses (zod, yaml, marked) are copied from
// node_modules as their published ES modules. No bundler: every import is a relative file path.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));

/** The ES module each package the editor's code imports is loaded from (the browser builds, not Node's). */
const packages = {
  zod: () => join(packageDir('zod'), 'index.js'),
  yaml: () => join(packageDir('yaml'), 'browser', 'index.js'),
  marked: () => join(packageDir('marked'), 'lib', 'marked.esm.js'),
};

/** The specifiers a module imports or re-exports, each with the place of its opening quote (TypeScript's parser). */
function importsOf(text) {
  const file = ts.createSourceFile('module.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found = [];
  const visit = (node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) ? node.moduleSpecifier
      : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments[0]
      : undefined;
    if (specifier && ts.isStringLiteral(specifier)) found.push({ fileName: specifier.text, pos: specifier.getStart(file) });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Rewrites each import of `text` with `to(specifier)`, from the end so earlier places stay right. */
function rewrite(text, to) {
  let result = text;
  for (const { fileName, pos } of [...importsOf(text)].sort((a, b) => b.pos - a.pos)) {
    // `pos` is the opening quote of the specifier's string.
    const start = pos + 1;
    if (!`'"`.includes(text[pos]) || text.slice(start, start + fileName.length) !== fileName) throw new Error(`admin-modules: cannot find the import of "${fileName}"`);
    result = `${result.slice(0, start)}${to(fileName)}${result.slice(start + fileName.length)}`;
  }
  return result;
}

const relativeUrl = (from, to) => {
  const path = relative(dirname(from), to).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** Writes the module graph from `entry` into `outDir`; returns the entry's path inside it. */
export function buildAdminModules(entry, outDir) {
  const written = new Map();
  const vendorRoot = (file) => Object.keys(packages).map((name) => packageDir(name)).find((dir) => file.startsWith(dir + '/'));
  const target = (file) => {
    const vendor = vendorRoot(file);
    if (vendor) return join(outDir, 'vendor', relative(join(vendor, '..'), file));
    return join(outDir, relative(root, file).replace(/\.ts$/, '.js'));
  };

  const visit = (file) => {
    if (written.has(file)) return written.get(file);
    const out = target(file);
    written.set(file, out);
    const source = readFileSync(file, 'utf8');
    const isTypeScript = file.endsWith('.ts');
    const code = isTypeScript
      ? ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false }, fileName: file }).outputText
      : source;
    const text = rewrite(code, (specifier) => {
      let dependency;
      if (specifier.startsWith('.')) {
        const base = resolve(dirname(file), specifier);
        dependency = [base, `${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      } else if (packages[specifier]) dependency = packages[specifier]();
      if (!dependency) throw new Error(`${relative(root, file)} imports "${specifier}", which the editor cannot load in the browser (only relative files and ${Object.keys(packages).join(', ')})`);
      return relativeUrl(out, visit(dependency));
    });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    return out;
  };

  const main = visit(join(root, entry));
  // Each package's licence travels with its code.
  for (const name of Object.keys(packages)) {
    const licence = ['LICENSE', 'LICENSE.md'].map((file) => join(packageDir(name), file)).find(existsSync);
    if (!licence || !existsSync(join(outDir, 'vendor', name))) continue;
    copyFileSync(licence, join(outDir, 'vendor', name, 'LICENSE'));
  }
  return { main, files: written.size };
}
