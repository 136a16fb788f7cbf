import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '../components/ui/picture';
import { loadContent } from '../lib/content/load';
import type { About } from '../lib/content/schema/about';
import { pictureSteps } from '../scripts/edit/preview.mjs';
import { fieldsOf, find, field, openEditor, projectRoot } from './editor-session';

// A photo changed in the editor, as the owner's guide describes it: choose a different image, upload a photo
// from the computer, choose it, describe it and publish. Then the preview of `npm run edit` shows it: its
// image step runs on the saved pictures (scripts/edit/preview.mjs), and the page's picture, made as the site
// makes it (components/ui/picture.tsx), loads in the browser.

const photo = join(projectRoot, 'e2e/fixtures/studio-photo.jpg');

test('the owner uploads a new photo of the studio, sees it, is asked for a new description, it is saved with it, and the preview shows it without a restart', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const session = await openEditor(page, baseURL!);
  // The preview's image step on this copy, watching its pictures from before the upload, as `npm run edit` does.
  const imagesDir = join(session.copy, 'public/images');
  const pictures = pictureSteps(join(projectRoot, 'scripts/build-images.mjs'), imagesDir);
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

    // Empty (null) for a moment while the editing server writes it: the poll reads again.
    await expect.poll(() => (session.data('about') as About | null)?.studio.image, { timeout: 15_000 }).toEqual({ src: `/images/${basename(photo)}`, alt: description });
    expect(existsSync(join(session.copy, 'public/images', basename(photo)))).toBe(true);

    // The preview, without a restart: the pictures are made ready for the next page load, and the About page's
    // studio picture (its markup as the site renders it from the saved content) shows the new photo.
    process.env.IMAGES_DIR = imagesDir;
    try {
      expect(await pictures.ready()).toBeUndefined();
      const image = loadContent(join(session.copy, 'content')).about.studio.image;
      const markup = renderToStaticMarkup(createElement(Picture, { image, sizes: '100vw' }));
      await page.goto('about:blank');
      await page.setContent(`<base href="${baseURL}/">${markup}`);
      const shown = page.getByRole('img', { name: description });
      await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await shown.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(new RegExp(`^/images/_generated/${basename(photo, '.jpg')}-\\d+\\.(avif|webp)$`));
    } finally {
      delete process.env.IMAGES_DIR;
    }
    expect(session.outside, 'requests that would have left this machine').toEqual([]);
  } finally {
    pictures.close();
    session.close();
  }
});
