/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'yaml';
import { formatDays, formatHours } from './format';
import { findStandIns } from './launch';
import { loadContent } from './load';
import { pagePlaceholders, placeholdersIn } from './placeholders';
import { expectations, routes } from './schema/fields';
import { weekdays } from './schema/opening-hours';
import { copyContent, editYaml, indexOfId, problemsIn } from './test-copy';

const content = loadContent();
const root = join(__dirname, '..', '..');

/** The problems the loader reports for a copy of content/ with one edit, as the owner would read them. */
function problemsAfter(file: string, edit: (document: Document) => void): string[] {
  const copy = copyContent();
  editYaml(copy, file, edit);
  return problemsIn(copy);
}

const offerIndex = (document: Document, id: string) => indexOfId(document, ['offers'], id);
/** A real time from the content with 24 added to its hours: what a slip of the keyboard gives. */
const pastMidnight = (time: string) => time.replace(/^\d{2}/, (hours) => String(Number(hours) + 24));
const [firstOffer, secondOffer] = content.sessions.offers;
const firstFaq = content.faq.items[0];

describe('the content as shipped', () => {
  it('loads without a problem', () => {
    expect(() => loadContent()).not.toThrow();
  });

  it('links only to pages that exist', () => {
    const { header, footerQuickLinks, footerLegalLinks } = content.navigation;
    for (const link of [...header, ...footerQuickLinks, ...footerLegalLinks, content.home.hero.primary, content.home.hero.secondary]) {
      expect(routes).toContain(link.href);
      expect(existsSync(join(root, 'app', link.href, 'page.tsx'))).toBe(true);
    }
  });

  it('fills every placeholder, leaving none for a visitor to see', () => {
    // Only the placeholders a page fills itself (each card its own {title}) are left.
    const pageOwn = Object.values(pagePlaceholders).flatMap((fields) => Object.values(fields).flat());
    expect(placeholdersIn(JSON.stringify(content)).filter((name) => !pageOwn.includes(name))).toEqual([]);
  });

  it('gives each page a different title and description', () => {
    const pages = [content.pages.home, content.pages.about, content.pages.sessions, content.pages.contact, content.legal.privacyPolicy, content.legal.terms];
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });
});

describe('a fact is typed once and every sentence follows it', () => {
  it('a new price reaches the cards’ facts, the search description and the terms', () => {
    const copy = copyContent();
    const newPrice = secondOffer.price.from + 2;
    editYaml(copy, 'sessions.yaml', (document) => document.setIn(['offers', offerIndex(document, secondOffer.id), 'price', 'from'], newPrice));
    const edited = loadContent(join(copy, 'content'));
    expect(edited.sessions.offers.find((offer) => offer.id === secondOffer.id)!.price.from).toBe(newPrice);
    expect(edited.pages.sessions.description).toContain(`£${newPrice}`);
    expect(edited.legal.terms.sections.map((section) => section.html).join('')).toContain(`£${newPrice}`);
  });

  it('swapping two offers changes their order and nothing else', () => {
    const copy = copyContent();
    editYaml(copy, 'sessions.yaml', (document) => {
      const offers = document.getIn(['offers']) as { items: unknown[] };
      offers.items.reverse();
    });
    const edited = loadContent(join(copy, 'content'));
    expect(edited.sessions.offers.map((offer) => offer.id)).toEqual(content.sessions.offers.map((offer) => offer.id).reverse());
    expect(edited.pages).toEqual(content.pages);
    expect(edited.faq).toEqual(content.faq);
  });

  it('a new e-mail address reaches the FAQ and the legal pages', () => {
    const copy = copyContent();
    const domain = content.site.email.split('@')[1];
    const email = `bookings@${domain}`;
    editYaml(copy, 'site.yaml', (document) => document.set('email', email));
    const edited = loadContent(join(copy, 'content'));
    expect(edited.faq.items.map((item) => item.answer).join(' ')).toContain(email);
    expect(JSON.stringify(edited.legal)).toContain(email);
    expect(JSON.stringify(edited)).not.toContain(content.site.email);
  });

  it('opening on another day reaches the hours the home page gives ({hours}), closed days left out', () => {
    const closedDay = content.openingHours.hours.find((row) => !row.opens)!;
    const hours = { opens: '09:00', closes: '12:00' };
    const copy = copyContent();
    editYaml(copy, 'opening-hours.yaml', (document) => {
      const row = content.openingHours.hours.indexOf(closedDay);
      document.setIn(['hours', row, 'opens'], hours.opens);
      document.setIn(['hours', row, 'closes'], hours.closes);
    });
    const edited = loadContent(join(copy, 'content'));
    const changed = edited.home.teacher.facts.filter((fact) => !content.home.teacher.facts.includes(fact));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(`${formatDays(closedDay.days)} ${formatHours({ ...closedDay, ...hours }, content.interface.facts.closed)}`);
    expect(content.home.teacher.facts.join(' ')).not.toContain(formatDays(closedDay.days));
  });
});

describe('a mistake in a content file gives the owner a plain message', () => {
  it('names the file, the item, the field, what was expected and what it got', () => {
    const withSign = `£${secondOffer.price.from}`;
    const problems = problemsAfter('sessions.yaml', (document) => document.setIn(['offers', offerIndex(document, secondOffer.id), 'price', 'from'], withSign));
    expect(problems).toEqual([`content/sessions.yaml › offers › ${secondOffer.title} › price › from: expected ${expectations.pounds}, got "${withSign}"`]);
  });

  it('says when a field is missing', () => {
    const problems = problemsAfter('faq.yaml', (document) => document.deleteIn(['items', 0, 'answer']));
    expect(problems).toEqual([`content/faq.yaml › items › ${firstFaq.question} › answer: missing; expected some text`]);
  });

  it('says when a field is not one it knows', () => {
    const problems = problemsAfter('site.yaml', (document) => document.setIn(['teacher', 'nmae'], 'Sam'));
    expect(problems).toEqual(['content/site.yaml › teacher: unknown field "nmae"; check the spelling, or remove it']);
  });

  it('checks the editor’s settings (content/editor.yaml) like every other file', () => {
    const problems = problemsAfter('editor.yaml', (document) => document.set('repository', 'not a repository'));
    expect(problems).toEqual(['content/editor.yaml › repository: expected the GitHub repository as owner/name, like willow-room/website, or "" for none, got "not a repository"']);
  });

  it('says when a time is not a time', () => {
    const index = content.openingHours.hours.findIndex((row) => row.closes);
    const notATime = pastMidnight(content.openingHours.hours[index].closes!);
    const problems = problemsAfter('opening-hours.yaml', (document) => document.setIn(['hours', index, 'closes'], notATime));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/opening-hours\.yaml › hours › [A-Z][a-z]+day.* › closes: /);
    expect(problems[0]).toContain(`closes: expected ${expectations.time}, got "${notATime}"`);
  });

  it('says when a day closes before it opens', () => {
    const open = content.openingHours.hours.find((row) => row.opens)!;
    const index = content.openingHours.hours.indexOf(open);
    const problems = problemsAfter('opening-hours.yaml', (document) => document.setIn(['hours', index, 'closes'], open.opens));
    expect(problems).toEqual([`content/opening-hours.yaml › hours › ${open.days.join(', ')} › closes: expected a closing time after the opening time (${open.opens}), got "${open.opens}"`]);
  });

  it('says when a day of the week is missing or given twice', () => {
    const last = content.openingHours.hours.length - 1;
    const missing = problemsAfter('opening-hours.yaml', (document) => document.deleteIn(['hours', last]));
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^content\/opening-hours\.yaml › hours: expected every day of the week once, but .+ (is|are) missing$/);
    const twice = problemsAfter('opening-hours.yaml', (document) => document.setIn(['hours', 0, 'days'], [...weekdays]));
    expect(twice[0]).toMatch(/^content\/opening-hours\.yaml › hours: expected every day of the week once, but .+ appears? more than once$/);
  });

  it('says when two items share an id', () => {
    const problems = problemsAfter('sessions.yaml', (document) => document.setIn(['offers', 1, 'id'], firstOffer.id));
    expect(problems).toContain(`content/sessions.yaml › offers › ${secondOffer.title} › id: expected a unique id, but "${firstOffer.id}" is used twice`);
  });

  it('says when an e-mail address has no @', () => {
    const problems = problemsAfter('site.yaml', (document) => document.set('email', content.site.email.replace('@', '.')));
    expect(problems).toEqual([`content/site.yaml › email: expected an email address like hello@example.co.uk, got "${content.site.email.replace('@', '.')}"`]);
  });

  it('says when a price range runs backwards', () => {
    const ranged = content.sessions.offers.find((offer) => offer.price.to !== undefined)!;
    const problems = problemsAfter('sessions.yaml', (document) => document.setIn(['offers', offerIndex(document, ranged.id), 'price', 'to'], ranged.price.from - 1));
    expect(problems).toEqual([`content/sessions.yaml › offers › ${ranged.title} › price › to: expected the highest ("to") to be more than the lowest ("from")`]);
  });

  it('says when a placeholder names no fact, and lists the ones there are', () => {
    const problems = problemsAfter('faq.yaml', (document) => document.setIn(['items', 0, 'answer'], 'Sessions last {sesion.length}.'));
    expect(problems).toHaveLength(1);
    expect(problems[0].startsWith(`content/faq.yaml › items › ${firstFaq.question} › answer: {sesion.length} is not a fact this site knows (the facts are {studioName}, `)).toBe(true);
    expect(problems[0]).toContain('{email}');
  });

  it('refuses a reply time stated as a promise rather than as typical', () => {
    const problems = problemsAfter('contact.yaml', (document) => document.setIn(['details', 'replyNote'], 'We reply within {replyTime}.'));
    expect(problems).toEqual(['content/contact.yaml › details › replyNote: expected the reply time to be described as typical (“typically within {replyTime}”), never as a promise']);
  });

  it('says which line of a file cannot be read', () => {
    const copy = copyContent();
    const path = join(copy, 'content', 'benefits.yaml');
    const broken = readFileSync(path, 'utf8').replace(/^heading: (.*)$/m, 'heading: $1\n  - stray: indentation');
    writeFileSync(path, broken);
    // The parser stops at the key whose value the stray line breaks: that line, counted from 1 as an editor
    // shows it (it said "line 0" for every such mistake until the line was counted from the source).
    const line = broken.split('\n').findIndex((text) => text.startsWith('heading:')) + 1;
    expect(() => loadContent(join(copy, 'content'))).toThrow(new RegExp(`content/benefits\\.yaml, line ${line}: this line cannot be read \\(.+\\)\\. Check its indentation`));
  });

  it('says when an image named in a file is not in public/images', () => {
    const problems = problemsAfter('about.yaml', (document) => document.setIn(['studio', 'image', 'src'], '/images/studio-photo.jpg'));
    expect(problems).toEqual(['content/about.yaml › studio › image › src: expected an image in public/images/, but there is no file studio-photo.jpg there (check the name, or upload it)']);
  });

  it('stops the build before Next.js starts, with the message and no stack trace', () => {
    const copy = copyContent();
    editYaml(copy, 'site.yaml', (document) => document.set('foundedYear', 'twenty twenty-one'));
    const run = spawnSync(process.execPath, ['scripts/generate.mjs'], { cwd: root, env: { ...process.env, CONTENT_DIR: join(copy, 'content') }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'A problem in content/ stops the build:',
      '  ✗ content/site.yaml › foundedYear: expected a year like 2021, got "twenty twenty-one"',
    ]);
  });
});

describe('the launch check', () => {
  const check = (contentDir?: string) =>
    spawnSync(process.execPath, ['scripts/check-launch.mjs'], { cwd: root, env: { ...process.env, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) }, encoding: 'utf8' });

  it('fails while stand-ins remain, naming each with its file and field', () => {
    const run = check();
    expect(run.status).toBe(1);
    const standIns = findStandIns(content);
    expect(standIns.length).toBeGreaterThan(0);
    // Grouped by file: each file's heading, then its stand-ins by field.
    for (const standIn of standIns) {
      const group = run.stdout.slice(run.stdout.indexOf(`\n${standIn.file} (`));
      expect(group).toContain(`${standIn.field}: ${standIn.says}`);
    }
    for (const testimonial of content.testimonials.items.filter((item) => !item.verified)) {
      expect(run.stdout).toContain(`items › ${testimonial.name}:`);
    }
  });

  it('passes once everything is filled in and confirmed', () => {
    const copy = copyContent();
    const photo = join(root, 'e2e', 'fixtures', 'studio-photo.jpg');
    copyFileSync(photo, join(copy, 'public', 'images', 'photo.jpg'));
    const confirmAll = (document: Document) => {
      // Tick every confirmation and verification box, wherever it is in the file.
      const visit = (node: unknown) => {
        const map = node as { items?: { key?: { value?: unknown }; value?: unknown }[] };
        for (const pair of map?.items ?? []) {
          if (pair.key && ['confirmed', 'verified'].includes(String(pair.key.value))) (pair.value as { value: boolean }).value = true;
          visit(pair.value ?? pair);
        }
      };
      visit(document.contents);
    };
    for (const file of ['site.yaml', 'sessions.yaml', 'testimonials.yaml', 'booking-kit.yaml']) editYaml(copy, file, confirmAll);
    editYaml(copy, 'site.yaml', (document) => {
      document.set('googleBusinessProfileUrl', 'https://g.page/r/example-profile');
      document.set('phone', '01373 000000');
      document.setIn(['vat', 'registered'], false);
      document.setIn(['teacher', 'nameConfirmed'], true);
      for (const key of ['stairs', 'stepFree', 'parking', 'toilets']) document.setIn(['access', key], `A sentence about ${key}.`);
      for (const key of ['qualificationBody', 'insurance', 'firstAid']) document.setIn(['teacher', 'credentials', key], `A fact about ${key}`);
      document.setIn(['privacy', 'icoRegistration'], 'ZA123456');
      document.setIn(['privacy', 'hostingProvider'], 'A host');
      document.setIn(['privacy', 'emailProvider'], 'A mail provider');
      document.setIn(['enquiryForm', 'analyticsOff'], true);
      document.setIn(['enquiryForm', 'processingAgreement'], true);
      document.setIn(['enquiryForm', 'ukAddendum'], true);
      document.set('adr', { name: 'An ADR body', website: 'https://adr.example.org', agreesToUse: true });
    });
    editYaml(copy, 'home.yaml', (document) => {
      document.setIn(['hero', 'image', 'src'], '/images/photo.jpg');
      document.setIn(['teacher', 'image', 'src'], '/images/photo.jpg');
    });
    editYaml(copy, 'testimonials.yaml', (document) => document.set('googleRating', { rating: 4.8, count: 12 }));
    editYaml(copy, 'about.yaml', (document) => {
      document.setIn(['story', 'photo'], { src: '/images/photo.jpg', alt: 'A photo of the teacher' });
      document.setIn(['studio', 'image', 'src'], '/images/photo.jpg');
    });
    editYaml(copy, 'contact.yaml', (document) => document.setIn(['access', 'image', 'src'], '/images/photo.jpg'));
    editYaml(copy, 'sessions.yaml', (document) => {
      for (const experience of content.sessions.experiences) document.setIn(['experiences', indexOfId(document, ['experiences'], experience.id), 'image', 'src'], '/images/photo.jpg');
    });
    const run = check(join(copy, 'content'));
    expect(run.stdout).toContain('nothing left to replace');
    expect(run.status).toBe(0);
  });
});
