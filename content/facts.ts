import { addressLine, formatDays, formatHours, formatList, formatMinutes, formatPeople, formatPrice } from './format';
import type { Interface } from './schema/interface';
import type { OpeningHours } from './schema/opening-hours';
import type { Sessions } from './schema/sessions';
import type { Site } from './schema/site';

/**
 * The facts a sentence in content/ can refer to with a placeholder, like {email} or {tailored.price}, so
 * that a fact is typed once and every sentence that needs it follows when it changes.
 */
export type Facts = Map<string, string>;

const hours = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);

export function buildFacts({ site, openingHours, sessions, ui }: { site: Site; openingHours: OpeningHours; sessions: Sessions; ui: Interface }): Facts {
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
  ]);

  for (const offer of sessions.offers) {
    facts.set(`${offer.id}.title`, offer.title);
    facts.set(`${offer.id}.price`, formatPrice(offer.price));
    facts.set(`${offer.id}.lowestPrice`, `£${offer.price.from}`);
    facts.set(`${offer.id}.highestPrice`, `£${offer.price.to ?? offer.price.from}`);
    facts.set(`${offer.id}.duration`, formatMinutes(offer.duration));
    facts.set(`${offer.id}.groupSize`, formatPeople(offer.groupSize));
  }
  for (const experience of sessions.experiences) {
    facts.set(`${experience.id}.title`, experience.title);
    facts.set(`${experience.id}.price`, ui.facts.onQuote);
    facts.set(`${experience.id}.duration`, formatMinutes(experience.duration));
    facts.set(`${experience.id}.groupSize`, formatPeople(experience.groupSize));
  }

  // Lists for the legal documents' Markdown: each placeholder stands on a line of its own there.
  facts.set('openingHoursList', openingHours.hours.map((row) => `- ${formatDays(row.days)}: ${formatHours(row, ui.facts.closed)}`).join('\n'));
  facts.set(
    'priceList',
    [...sessions.offers, ...sessions.experiences]
      .map((item) => `- ${item.title} (${formatMinutes(item.duration)}, ${formatPeople(item.groupSize)}): ${'price' in item ? formatPrice(item.price) : ui.facts.onQuote}`)
      .join('\n'),
  );
  return facts;
}

const placeholder = /\{([A-Za-z][\w-]*(?:\.[A-Za-z]\w*)?)\}/g;

/**
 * Replaces each {placeholder} with its fact. `local` names placeholders that the page fills itself
 * (e.g. {title} on each card); anything else unknown is returned so the loader can report it.
 */
export function fillFacts(text: string, facts: Facts, local: readonly string[] = []) {
  const unknown: string[] = [];
  const filled = text.replace(placeholder, (whole, name: string) => {
    const value = facts.get(name);
    if (value !== undefined) return value;
    if (!local.includes(name)) unknown.push(whole);
    return whole;
  });
  return { filled, unknown };
}

export const placeholdersIn = (text: string) => [...text.matchAll(placeholder)].map((match) => match[1]);

/** A short list of what can be used, for the message when a placeholder is not known. */
export function describeFacts(facts: Facts) {
  const simple = [...facts.keys()].filter((key) => !key.includes('.'));
  const ids = [...new Set([...facts.keys()].filter((key) => key.includes('.')).map((key) => key.split('.')[0]))];
  return `the facts are ${simple.map((key) => `{${key}}`).join(', ')}, and for a session {id.title}, {id.price}, {id.duration}, {id.groupSize} (and {id.lowestPrice}, {id.highestPrice} for a priced one), where id is one of ${ids.join(', ')}`;
}
