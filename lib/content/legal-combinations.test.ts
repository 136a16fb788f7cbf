/** @jest-environment node */
import { chooseWording, optionalFacts, transferProtected } from './legal-wording';
import { buildFacts } from './facts';
import { defaultContentDir } from './load';
import { fillPlaceholders } from './placeholders';
import { readContent, type ContentFiles } from './read';
import type { Site } from './schema/site';

/**
 * Every sentence built from the owner's facts reads correctly whatever she has filled in: this walks every
 * combination of the facts the legal wording depends on, each given or not (with each of its states).
 */
const files = readContent(defaultContentDir());

type Edit = (site: Site) => void;
const states: Record<string, Edit[]> = {
  phone: [(site) => void (site.phone = ''), (site) => void (site.phone = '01373 000000')],
  vat: [
    (site) => void (site.vat = { registered: null, number: '' }),
    (site) => void (site.vat = { registered: false, number: '' }),
    (site) => void (site.vat = { registered: true, number: 'GB 123 4567 89' }),
  ],
  ico: [(site) => void (site.privacy.icoRegistration = ''), (site) => void (site.privacy.icoRegistration = 'exempt'), (site) => void (site.privacy.icoRegistration = 'za123456')],
  host: [(site) => void (site.privacy.hostingProvider = ''), (site) => void (site.privacy.hostingProvider = 'Example Hosting')],
  mail: [(site) => void (site.privacy.emailProvider = ''), (site) => void (site.privacy.emailProvider = 'Example Mail')],
  location: [(site) => void (site.enquiryForm.dataLocation = 'us'), (site) => void (site.enquiryForm.dataLocation = 'eu')],
  analytics: [(site) => void (site.enquiryForm.analyticsOff = false), (site) => void (site.enquiryForm.analyticsOff = true)],
  agreement: [(site) => void (site.enquiryForm.processingAgreement = false), (site) => void (site.enquiryForm.processingAgreement = true)],
  age: [(site) => void (site.minimumAge.years = 16), (site) => void (site.minimumAge.years = 18)],
  adr: [
    (site) => void (site.adr = { name: '', website: '', agreesToUse: null }),
    (site) => void (site.adr = { name: 'Example ADR', website: 'https://adr.example.org', agreesToUse: true }),
    (site) => void (site.adr = { name: 'Example ADR', website: 'https://adr.example.org', agreesToUse: false }),
    (site) => void (site.adr = { name: 'Example ADR', website: '', agreesToUse: null }),
  ],
  addendum: [(site) => void (site.enquiryForm.ukAddendum = false), (site) => void (site.enquiryForm.ukAddendum = true)],
};

function* combinations(names: string[], chosen: Edit[] = []): Generator<Edit[]> {
  if (!names.length) return yield chosen;
  for (const edit of states[names[0]]) yield* combinations(names.slice(1), [...chosen, edit]);
}

const withSite = (edits: Edit[]): ContentFiles => {
  const site = structuredClone(files.data.site);
  for (const edit of edits) edit(site);
  return { ...files, data: { ...files.data, site } };
};

/** Each block (paragraph or list item) of the legal documents, as written, with where it is. */
const written = [
  ...Object.values(files.legal).flatMap(({ frontMatter, body }) =>
    body
      .split(/\n{2,}/)
      .filter((block) => !block.startsWith('#'))
      .map((block) => ({ where: frontMatter.title, markdown: block })),
  ),
  { where: 'sessions.yaml › private › text', markdown: files.data.sessions.private.text },
];

/**
 * The blocks filled as the loader fills them, each as plain text: the legal documents and the Sessions
 * page's line beside the prices. Every block is filled (one that names no fact comes out as written).
 */
function blocks(edited: ContentFiles) {
  const { site, openingHours, sessions, interface: ui, contact, legalWording } = edited.data;
  const facts = buildFacts({ site, openingHours, sessions, ui, contact, legalWording });
  const unknown: string[] = [];
  const found = written.flatMap(({ where, markdown }) =>
    fillPlaceholders(markdown, facts, (placeholder) => unknown.push(placeholder))
      .split(/\n(?=- )/)
      .map((block) => ({ where, tag: block.startsWith('- ') ? 'li' : 'p', text: plain(block) })),
  );
  expect(unknown).toEqual([]);
  return found;
}

/** Markdown to the words a visitor reads: no list marks, emphasis or link addresses. */
const plain = (markdown: string) =>
  markdown
    .replace(/^- /gm, '')
    .replace(/\*\*/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** What is wrong with a block's text, if anything: a sentence in lower case, an empty fact, a stray mark. */
function faults({ tag, text }: { tag: string; text: string }): string[] {
  const found: string[] = [];
  if (tag === 'p' && /^[a-z]/.test(text)) found.push('starts in lower case');
  if (/[.!?]\s+[a-z]/.test(text.replace(/\b(e\.g|i\.e|etc|Inc)\./g, ''))) found.push('a sentence starts in lower case');
  if (/[{}]|undefined|null|NaN/.test(text)) found.push('an unfilled or empty fact');
  if (/\s[.,;:]|\s{2}|\.\.|,,|\(\s*\)|,\s*\./.test(text)) found.push('stray spacing or punctuation');
  if (/\b(\w+) \1\b/i.test(text.replace(/\b(that that|had had)\b/gi, ''))) found.push('a word twice');
  if (/the company that hosts this website, the company|Our website host, the company/i.test(text)) found.push('says the host is the host');
  return found;
}

const claim = /standard contractual clauses in (Jotform’s|its) data processing agreement/;

describe('the legal pages read correctly for every combination of filled and empty owner facts', () => {
  const names = Object.keys(states);
  const all = [...combinations(names)];

  it(`walks all ${all.length} combinations`, () => {
    expect(all).toHaveLength(Object.values(states).reduce((count, edits) => count * edits.length, 1));
    const problems = new Set<string>();
    // Most blocks read the same in many combinations: each different text is checked once.
    const checked = new Set<string>();
    for (const edits of all) {
      const edited = withSite(edits);
      const site = edited.data.site;
      const text = blocks(edited);
      for (const block of text) {
        if (checked.has(block.text)) continue;
        checked.add(block.text);
        for (const fault of faults(block)) problems.add(`${block.where}: ${fault}: “${block.text.slice(0, 160)}”`);
      }
      const whole = text.map((block) => block.text).join(' ');
      // Each fact that is given appears (the ADR body's only once both its name and website are);
      // the safeguard for the form's transfers is claimed only once both of the owner's ticks are given.
      const shown = Object.entries(optionalFacts(site)).filter(([name]) => !name.startsWith('adr') || chooseWording(site).adrStatement !== 'notChosen');
      for (const [name, value] of shown) if (value && !whole.includes(value)) problems.add(`${name} is given but not shown`);
      if (claim.test(whole) !== transferProtected(site)) problems.add(`the transfer safeguard is ${transferProtected(site) ? 'not claimed once confirmed' : 'claimed before it is confirmed'}`);
    }
    expect([...problems]).toEqual([]);
  });
});
