import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { About } from '../lib/content/schema/about';
import { fieldsOf, find, field, openEditor, projectRoot } from './editor-session';

// A photo changed in the editor, as the owner's guide describes it: choose a different image, upload a photo
// from the computer, choose it, describe it and publish.

const photo = join(projectRoot, 'e2e/fixtures/studio-photo.jpg');

test('the owner uploads a new photo of the studio, sees it, is asked for a new description, and it is saved with it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await openEditor(page, baseURL!);
  try {
    const studio = find(fieldsOf('about'), 'studio');
    const imageField = find(studio.fields, 'image');
    await session.open('about');
    const group = page.locator('[aria-label="object field"]').filter({ has: page.locator('label', { hasText: new RegExp(`^${imageField.label}$`) }) }).last();

    await group.getByRole('button', { name: 'Choose different image' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(photo);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    // The chosen photo shows in the field before it is saved.
    await expect.poll(() => group.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);

    // The old picture's description is still filled in: the save is refused until she describes the new one.
    const saved = session.text('about');
    await session.publish();
    // The refusal shows in a notice that fades and in a box that stays above the fields: each says why.
    const refusals = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refusals.first()).toBeVisible();
    for (const alert of await refusals.all()) await expect(alert).toContainText('the picture changed but its description is still the old picture’s');
    expect(session.text('about')).toBe(saved);

    const description = `What ${basename(photo)} shows`;
    await field(group, find(imageField.fields, 'alt').label).fill(description);
    await session.publish();
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => (session.data('about') as About).studio.image, { timeout: 15_000 }).toEqual({ src: `/images/${basename(photo)}`, alt: description });
    expect(existsSync(join(session.copy, 'public/images', basename(photo)))).toBe(true);
    expect(session.outside, 'requests that would have left this machine').toEqual([]);
  } finally {
    session.close();
  }
});
