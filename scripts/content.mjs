// Loads content/ through its schemas (TypeScript, so through jiti) for the build-time scripts.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** @returns {Promise<typeof import('../lib/content/load.ts')>} */
export const contentModule = () => jiti.import('../lib/content/load.ts');

/** @returns {Promise<typeof import('../lib/content/format.ts')>} */
export const formatModule = () => jiti.import('../lib/content/format.ts');

/** @returns {Promise<typeof import('../lib/content/print-page.ts')>} */
export const printPageModule = () => jiti.import('../lib/content/print-page.ts');

/** @returns {Promise<typeof import('../lib/content/launch.ts')>} */
export const launchModule = () => jiti.import('../lib/content/launch.ts');

/**
 * The checked content, or, when a file has a mistake, the owner-facing message and exit code 1 (no
 * stack trace: the message says which file and field, what is wrong and what was expected).
 */
export async function loadContentOrExit() {
  const { loadContent, ContentError } = await contentModule();
  try {
    return loadContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

/** @returns {Promise<typeof import('../lib/content/editor-config.ts')>} */
export const editorConfigModule = () => jiti.import('../lib/content/editor-config.ts');

/** The site's routes, in navigation order. */
export const routes = async () => (await jiti.import('../lib/content/schema/fields.ts')).routes;
