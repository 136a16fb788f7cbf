import { addressLine, formatDays, formatHours, formatList, formatMinutes, formatPeople, formatPounds, formatSessionPrice } from './format';
import { accessSentences, legalSentences } from './legal-wording';

export { accessSentences };
import { fillPlaceholders } from './placeholders';
import type { Contact } from './schema/contact';
import type { Interface } from './schema/interface';
import type { LegalWording } from './schema/legal-wording';
import type { OpeningHours } from './schema/opening-hours';
import type { Sessions } from './schema/sessions';
import type { Site } from './schema/site';

/**
 * The facts a sentence in content/ can refer to with a placeholder, like {email} or {tailored.price}, so
 * that a fact is typed once and every sentence that needs it follows when it changes.
 */
export type Facts = Map<string, string>;

// A no-break space keeps the number with its unit at the end of a line ("within 24 hours.").
const hours = (count: number) => (count === 1 ? '1\u00a0hour' : `${count}\u00a0hours`);

type FactSources = { site: Site; openingHours: OpeningHours; sessions: Sessions; ui: Interface; contact: Contact; legalWording: LegalWording };

export function buildFacts({ site, openingHours, sessions, ui, contact, legalWording }: FactSources): Facts {
  const facts: Facts = new Map([
    ['studioName', site.name],
    ['teacherName', site.teacher.name],
    ['teacherFirstName', site.teacher.firstName],
    ['teacherTraining', site.teacher.training.text],
    ['email', site.email],
    ['street', site.address.street],
    ['town', site.address.town],
    ['county', site.address.county],
    ['postcode', site.address.postcode],
    ['address', addressLine(site)],
    ['foundedYear', String(site.foundedYear)],
    ['qualifiedYear', String(site.teacher.qualifiedYear)],
    ['copyrightYear', String(site.copyrightYear)],
    ['replyTime', hours(site.replyTimeHours)],
    ['noticePeriod', hours(site.cancellationNoticeHours)],
    ['arrivalTime', formatMinutes(site.arriveEarlyMinutes)],
    ['equipment', formatList(site.equipment)],
    ['minimumAge', String(site.minimumAge.years)],
    ['postalAddress', `${site.name}, ${addressLine(site)}`],
    ['termsUrl', new URL('/terms/', site.website.url).href],
    ['privacyUrl', new URL('/privacy-policy/', site.website.url).href],
  ]);
  // The way in, or while the owner has not described it the sentence asking visitors to ask (which may
  // itself refer to facts); before the legal sentences, which may use it.
  facts.set('accessDetails', accessSentences(site).join(' ') || fillPlaceholders(contact.access.askText, facts));
  // The legal sentences whose wording depends on facts that may still be empty (content/legal-wording.yaml).
  for (const [name, value] of Object.entries(legalSentences(site, legalWording, facts))) facts.set(name, value);

  for (const session of [...sessions.offers, ...sessions.experiences]) {
    facts.set(`${session.id}.title`, session.title);
    facts.set(`${session.id}.price`, formatSessionPrice(session, ui.facts.onQuote));
    facts.set(`${session.id}.duration`, formatMinutes(session.duration));
    facts.set(`${session.id}.groupSize`, formatPeople(session.groupSize));
  }
  for (const offer of sessions.offers) {
    facts.set(`${offer.id}.lowestPrice`, formatPounds(offer.price.from));
    facts.set(`${offer.id}.highestPrice`, formatPounds(offer.price.to ?? offer.price.from));
  }

  // Each row of the opening hours written once: the days, and the times or the word for closed.
  const hourRows = openingHours.hours.map((row) => ({ open: Boolean(row.opens && row.closes), days: formatDays(row.days), times: formatHours(row, ui.facts.closed) }));
  // The days and times she teaches, in one line ("Monday–Friday 5–8pm, Sunday 10am–4pm"): closed days left out.
  facts.set(
    'hours',
    hourRows
      .filter((row) => row.open)
      .map((row) => `${row.days} ${row.times}`)
      .join(', '),
  );
  // Lists for the legal documents' Markdown: each placeholder stands on a line of its own there.
  facts.set('openingHoursList', hourRows.map((row) => `- ${row.days}: ${row.times}`).join('\n'));
  facts.set(
    'priceList',
    [...sessions.offers, ...sessions.experiences]
      .map((item) => `- ${item.title} (${formatMinutes(item.duration)}, ${formatPeople(item.groupSize)}): ${formatSessionPrice(item, ui.facts.onQuote)}`)
      .join('\n'),
  );
  return facts;
}

/** A short list of what can be used, for the message when a placeholder is not known. */
export function describeFacts(facts: Facts) {
  const simple = [...facts.keys()].filter((key) => !key.includes('.'));
  const ids = [...new Set([...facts.keys()].filter((key) => key.includes('.')).map((key) => key.split('.')[0]))];
  return `the facts are ${simple.map((key) => `{${key}}`).join(', ')}, and for a session {id.title}, {id.price}, {id.duration}, {id.groupSize} (and {id.lowestPrice}, {id.highestPrice} for a priced one), where id is one of ${ids.join(', ')}`;
}
