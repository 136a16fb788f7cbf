// Loads content/ through its schemas (TypeScript, so through jiti) for the build-time scripts.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** @returns {Promise<typeof import('../content/load.ts')>} */
export const contentModule = () => jiti.import('../content/load.ts');

/** @returns {Promise<typeof import('../content/format.ts')>} */
export const formatModule = () => jiti.import('../content/format.ts');

/** @returns {Promise<typeof import('../content/launch.ts')>} */
export const launchModule = () => jiti.import('../content/launch.ts');

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

/** @returns {Promise<typeof import('../content/editor-config.ts')>} */
export const editorConfigModule = () => jiti.import('../content/editor-config.ts');

/** @returns {Promise<typeof import('../content/schema/editor.ts')>} */
export const editorSettingsModule = () => jiti.import('../content/schema/editor.ts');

/** The site's routes, in navigation order. */
export const routes = async () => (await jiti.import('../content/schema/fields.ts')).routes;
