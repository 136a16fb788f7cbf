import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatDays } from '../lib/content/format';
import { loadContent } from '../lib/content/load';
import type { FaqItem } from '../lib/content/schema/faq';
import { copyContent } from '../lib/content/test-copy';
import { field, fieldsOf, find, openEditor } from './editor-session';

// The editor's lists as the owner reads and orders them: opening-hours rows named by their days and times,
// a new question opening in view, and ↑ / ↓ on an item's bar moving it without dragging. The rows' words are
// built from the content with the site's own formatting (lib/content/format), never written here.

test('the opening-hours rows read as days and times or closed, a new question opens in view, and ↑ / ↓ move it; the saved file has it in its new place', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const copy = copyContent();
  const session = await openEditor(page, baseURL!, copy);
  try {
    const content = loadContent(join(copy, 'content'));

    // Opening hours: each row's bar names its days the way the site does, then its times or "closed".
    await session.open('openingHours');
    const hours = session.list(find(fieldsOf('openingHours'), 'hours').label);
    const rows = content.openingHours.hours;
    expect(rows.some((row) => row.opens) && rows.some((row) => !row.opens)).toBe(true);
    for (const row of rows) {
      const bar = row.opens && row.closes ? `${formatDays(row.days)} ${row.opens}–${row.closes}` : `${formatDays(row.days)}: closed`;
      await expect(hours.getByText(bar, { exact: true })).toBeVisible();
    }

    // Questions: a new one opens at the top of the list, in view, ready to fill in.
    const faqField = find(fieldsOf('faq'), 'items');
    const label = (name: string) => find(faqField.fields, name).label;
    await session.open('faq');
    const list = session.list(faqField.label);
    await page.getByRole('button', { name: new RegExp(`^Add ${faqField.label}$`, 'i') }).click();
    const question = field(list, label('question')).first();
    await expect(question).toBeInViewport();
    await expect(question).toHaveValue('');
    const added: FaqItem = { id: 'a-question-added-in-the-editor', question: 'A question added in the editor?', answer: 'Its answer, written in the editor.' };
    await field(list, label('id')).first().fill(added.id);
    await question.fill(added.question);
    await field(list, label('answer')).first().fill(added.answer);

    // Down twice and up once, by the arrows on its bar: second in the list.
    const questions = () => field(list, label('question')).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const original = content.faq.items;
    expect(original.length).toBeGreaterThan(2);
    let at = 0;
    for (const by of [1, 1, -1] as const) {
      await list.getByRole('button', { name: by > 0 ? 'Move down' : 'Move up' }).nth(at).click();
      at += by;
      await expect.poll(questions).toEqual(original.map((entry) => entry.question).toSpliced(at, 0, added.question));
    }

    await session.publish();
    await expect
      .poll(() => (parse(session.text('faq')).items as FaqItem[]).map((entry) => entry.id), { timeout: 30_000 })
      .toEqual(original.map((entry) => entry.id).toSpliced(1, 0, added.id));
    expect((parse(session.text('faq')).items as FaqItem[])[1]).toEqual(added);
    expect(session.outside, 'requests that would have left this machine').toEqual([]);
  } finally {
    session.close();
  }
});
