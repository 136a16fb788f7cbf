/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'yaml';
import { today } from '@/lib/date-format';
import { studioJsonLd } from '@/lib/seo/structured-data';
import { accessSentences } from './facts';
import { findStandIns } from './launch';
import { loadContent, type Content } from './load';
import { versionClaims } from './rules';
import { copyContent, editYaml, problemsIn } from './test-copy';

const content = loadContent();
const documents = Object.entries(content.legal);

/** A document's visible text: its introduction and every section, without markup. */
const textOf = (document: Content['legal'][keyof Content['legal']]) =>
  [document.intro, ...document.sections.map((section) => `${section.heading}. ${section.html.replace(/<[^>]+>/g, ' ')}`)].join(' ').replace(/\s+/g, ' ');

/** Every string a visitor can read: all data files (filled) and the legal documents' text. */
function everyText(loaded: Content): string[] {
  const strings: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const { legal, ...data } = loadedWithoutHtml(loaded);
  visit(data);
  for (const document of Object.values(legal)) strings.push(textOf(document));
  return strings;
}
const loadedWithoutHtml = (loaded: Content) => ({ ...loaded, about: { ...loaded.about, story: { ...loaded.about.story, html: '' } } });

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** A copy of content/ with one legal document's text changed, loaded: its problems, or none. */
function problemsWithLegal(file: string, change: (source: string) => string): string[] {
  const copy = copyContent();
  const path = join(copy, 'content', 'legal', file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
  return problemsIn(copy);
}

function loadEdited(file: string, edit: (document: Document) => void): Content {
  const copy = copyContent();
  editYaml(copy, file, edit);
  return loadContent(join(copy, 'content'));
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('each legal document says which version you are reading', () => {
  it.each(documents)('%s took effect on a real date no later than the build', (_, document) => {
    expect(document.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${document.effective}T12:00:00Z`).toISOString().slice(0, 10)).toBe(document.effective);
    expect(document.effective <= today()).toBe(true);
  });

  it.each(documents)('%s lists its versions newest first, starting with this one', (_, document) => {
    expect(document.changes[0].date).toBe(document.effective);
    const dates = document.changes.map((change) => change.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses an effective date later than today, or one that is not on the calendar', () => {
    const tomorrow = addDays(today(), 1);
    const later = problemsWithLegal('terms.md', (source) => source.replace(/^effective: .*$/m, `effective: ${tomorrow}`).replace(/^ {2}- date: .*$/m, `  - date: ${tomorrow}`));
    expect(later).toEqual([expect.stringMatching(/^content\/legal\/terms\.md › effective: expected the date this version took effect, no later than today/)]);
    const impossible = problemsWithLegal('terms.md', (source) => source.replace(/^effective: .*$/m, 'effective: 2026-02-30'));
    expect(impossible).toContain('content/legal/terms.md › effective: expected the date this version took effect that exists on the calendar');
  });

  it('refuses a list of versions that does not start with this one', () => {
    const effective = content.legal.privacyPolicy.effective;
    const problems = problemsWithLegal('privacy-policy.md', (source) => source.replace(/^ {2}- date: .*$/m, `  - date: ${addDays(effective, -1)}`));
    expect(problems).toEqual([expect.stringContaining(`content/legal/privacy-policy.md › changes › item 1 › date: expected the first version listed to be this one, with the same date as “effective” (${effective})`)]);
  });

  it.each(documents)('%s never says the current-date label identifies the version', (_, document) => {
    expect(versionClaims(textOf(document))).toEqual([]);
    expect(textOf(document)).not.toMatch(/last[ -]?updated/i);
  });

  it('refuses a sentence that ties the version to the last-updated date', () => {
    const problems = problemsWithLegal('terms.md', (source) => `${source}\nThe date at the top of this page shows the version you are reading.\n`);
    expect(problems).toEqual([expect.stringMatching(/^content\/legal\/terms\.md: “The date at the top of this page shows the version you are reading\.” says the “.+” date identifies the version/)]);
  });
});

describe('the reply time is typical, never a promise', () => {
  // A sentence gives the reply time if it says "within" and the number of hours from Studio details,
  // however the hours are worded.
  const givesReplyTime = new RegExp(`\\bwithin ${content.site.replyTimeHours}\\b`);

  it('every sentence anywhere that gives the reply time says “typically”', () => {
    const found = everyText(content)
      .flatMap(sentences)
      .filter((sentence) => givesReplyTime.test(sentence));
    expect(found.length).toBeGreaterThan(0);
    for (const sentence of found) expect(sentence).toMatch(/\btypical(ly)?\b/i);
  });

  it('refuses a legal document that promises it', () => {
    const problems = problemsWithLegal('terms.md', (source) => source.replace(/We typically reply within \{replyTime\}/, 'We will reply within {replyTime}'));
    expect(problems).toEqual([expect.stringMatching(/^content\/legal\/terms\.md: expected the reply time to be described as typical/)]);
  });
});

describe('the terms', () => {
  const terms = content.legal.terms.sections.map((section) => section.html).join('\n');

  it('link to the privacy policy wherever they mention it', () => {
    const mentions = terms.match(/Privacy Policy/g) ?? [];
    const linked = terms.match(/<a href="\/privacy-policy\/">Privacy Policy<\/a>/g) ?? [];
    expect(mentions.length).toBeGreaterThan(0);
    expect(linked).toHaveLength(mentions.length);
  });

  it('say whether prices include VAT with the wording for the VAT status, on the terms and the Sessions page', () => {
    const loaded = (registered: boolean | null) =>
      loadEdited('site.yaml', (document) => {
        document.setIn(['vat', 'registered'], registered);
        document.setIn(['vat', 'number'], registered ? 'GB 123 4567 89' : '');
      });
    const { vatStatement, vatNote } = content.legalWording;
    for (const [registered, state] of [[null, 'unknown'], [true, 'registered'], [false, 'notRegistered']] as const) {
      const edited = loaded(registered);
      expect(textOf(edited.legal.terms)).toContain(vatStatement[state].replace('{vatNumber}', 'GB 123 4567 89'));
      expect(edited.sessions.private.text).toContain(vatNote[state]);
    }
  });

  it('refuse a VAT registration without its number', () => {
    expect(() => loadEdited('site.yaml', (document) => document.setIn(['vat', 'registered'], true))).toThrow(/content\/site\.yaml › vat › number: expected the VAT number/);
  });

  it('give the minimum age from Studio details', () => {
    expect(terms).toContain(`aged ${content.site.minimumAge.years} or over`);
  });

  it('offer the phone number only once it is given', () => {
    expect(JSON.stringify(content.legal)).not.toMatch(/By phone/);
    const withPhone = loadEdited('site.yaml', (document) => document.set('phone', '01373 000000'));
    expect(withPhone.legal.terms.sections.map((section) => section.html).join('')).toContain('By phone: 01373 000000');
    expect(withPhone.legal.privacyPolicy.sections.map((section) => section.html).join('')).toContain('by phone on 01373 000000');
  });
});

describe('the privacy policy', () => {
  const policyOf = (loaded: Content) => textOf(loaded.legal.privacyPolicy);

  it('says where the form keeps submissions, as the content setting says', () => {
    const at = (location: string) => policyOf(loadEdited('site.yaml', (document) => document.setIn(['enquiryForm', 'dataLocation'], location)));
    expect(at('us')).toMatch(/servers in the United States/);
    expect(at('eu')).toMatch(/servers in the European Union/);
  });

  it('claims the form’s transfers are protected only once the agreement and the UK Addendum are both confirmed', () => {
    const claim = /standard contractual clauses in (Jotform’s|its) data processing agreement/;
    const withTicks = (agreement: boolean, addendum: boolean) =>
      policyOf(
        loadEdited('site.yaml', (document) => {
          document.setIn(['enquiryForm', 'processingAgreement'], agreement);
          document.setIn(['enquiryForm', 'ukAddendum'], addendum);
        }),
      );
    expect(withTicks(true, true)).toMatch(claim);
    for (const [agreement, addendum] of [[false, false], [true, false], [false, true]]) expect(withTicks(agreement, addendum)).not.toMatch(claim);
  });

  it('claims the form’s analytics are off only once the owner has confirmed it', () => {
    const claim = /switched Jotform’s form analytics off/;
    const { formAnalytics } = content.legalWording;
    expect(policyOf(content)).toContain(content.site.enquiryForm.analyticsOff ? formAnalytics.off : formAnalytics.notConfirmed);
    if (!content.site.enquiryForm.analyticsOff) expect(policyOf(content)).not.toMatch(claim);
    expect(policyOf(loadEdited('site.yaml', (document) => document.setIn(['enquiryForm', 'analyticsOff'], true)))).toMatch(claim);
  });

  it('says the cookies the form provider sets are its own, used for its own purposes', () => {
    const processors = content.legal.privacyPolicy.sections.find((section) => /who else/i.test(section.heading))!.html;
    expect(processors).toMatch(/own purposes/);
  });

  it('asks for no health details through the form, and says how they are collected instead', () => {
    const text = policyOf(content);
    expect(text).toMatch(/do not send details of your health/i);
    expect(text).toMatch(/health questionnaire/);
    expect(content.contact.form.privacyNote.text).toMatch(/health/i);
  });

  it('promises a complaint is acknowledged within 30 days and says how the outcome is given', () => {
    const text = policyOf(content);
    expect(text).toMatch(/acknowledge your complaint within 30 days/);
    expect(text).toMatch(/outcome in writing/);
  });

  it('gives the ICO registration number once the owner has one', () => {
    const registered = loadEdited('site.yaml', (document) => document.setIn(['privacy', 'icoRegistration'], 'ZA123456'));
    expect(policyOf(registered)).toContain('under number ZA123456');
    expect(() => loadEdited('site.yaml', (document) => document.setIn(['privacy', 'icoRegistration'], '12345'))).toThrow(/icoRegistration: expected an ICO registration number/);
  });
});

describe('owner facts shown once filled', () => {
  it('ends the FAQ answer about facilities with the access facts, or with whom to ask', () => {
    const facilities = (loaded: Content) => loaded.faq.items.find((item) => item.id === 'facilities')!.answer;
    expect(accessSentences(content.site)).toEqual([]);
    expect(facilities(content)).toContain(content.contact.access.askText);
    const stairs = 'The studio is up 14 stairs.';
    const filled = loadEdited('site.yaml', (document) => document.setIn(['access', 'stairs'], stairs));
    expect(facilities(filled)).toContain(stairs);
    expect(facilities(filled)).not.toContain(filled.contact.access.askText);
  });

  it('gives the structured data a sameAs only for the studio’s own Google profile', () => {
    expect(studioJsonLd(content)).not.toHaveProperty('sameAs');
    const profile = 'https://g.page/r/example-profile';
    const filled = loadEdited('site.yaml', (document) => document.set('googleBusinessProfileUrl', profile));
    expect(studioJsonLd(filled).sameAs).toEqual([profile]);
  });
});

describe('the launch check lists every owner fact still missing', () => {
  const listed = findStandIns(content).map((standIn) => `${standIn.file} › ${standIn.field}`);

  it.each([
    'phone',
    'vat › registered',
    'minimumAge',
    'access › stairs',
    'access › stepFree',
    'access › parking',
    'access › toilets',
    'teacher › credentials › qualificationBody',
    'teacher › credentials › insurance',
    'teacher › credentials › firstAid',
    'teacher › training',
    'teacher › nameConfirmed',
    'privacy › icoRegistration',
    'privacy › hostingProvider',
    'privacy › emailProvider',
    'enquiryForm › analyticsOff',
    'enquiryForm › processingAgreement',
    'enquiryForm › ukAddendum',
    'googleBusinessProfileUrl',
  ])('site.yaml › %s', (field) => {
    expect(listed).toContain(`content/site.yaml › ${field}`);
  });

  it('lists the unconfirmed claims and the price rule', () => {
    const tailored = content.sessions.offers.find((offer) => offer.priceBreakdown)!;
    expect(listed).toContain('content/sessions.yaml › private › popularNote');
    expect(listed).toContain(`content/sessions.yaml › offers › ${tailored.title} › priceBreakdown`);
  });

  it('stops listing a fact once it is filled in', () => {
    const filled = loadEdited('site.yaml', (document) => {
      document.set('phone', '01373 000000');
      document.setIn(['vat', 'registered'], false);
    });
    const after = findStandIns(filled).map((standIn) => standIn.field);
    expect(after).not.toContain('phone');
    expect(after).not.toContain('vat › registered');
  });
});
