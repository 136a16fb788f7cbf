import { z } from 'zod';
import { field, matching } from './fields';

/** Where the editor at /admin/ saves online (content/editor.yaml). Read by scripts/build-admin.mjs (run by scripts/generate.mjs), not by the site. */
export const editorSettingsSchema = z.strictObject({
  repository: field(
    matching(/^$|^[\w.-]+\/[\w.-]+$/, 'the GitHub repository as owner/name, like willow-room/website, or "" for none'),
    { label: 'GitHub repository', hint: 'owner/name. Empty: the editor works only on this computer (npm run edit).' },
  ),
  branch: field(z.string().min(1, { error: 'expected a branch name, like main' }), { label: 'Branch', hint: 'The branch the site is published from.' }),
  authBaseUrl: field(z.url({ protocol: /^https$/, error: 'expected the sign-in service’s address, starting with https://' }).optional(), {
    label: 'Sign-in service',
    hint: 'Only when the site is not on Netlify: the address of the small OAuth service that signs in with GitHub.',
  }),
  authEndpoint: field(z.string().optional(), { label: 'Sign-in path', hint: 'The path on the sign-in service, if it is not /auth.' }),
});

export type EditorSettings = z.infer<typeof editorSettingsSchema>;
