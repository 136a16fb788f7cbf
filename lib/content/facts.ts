import { addressLine, formatDays, formatHours, formatList, formatMinutes, formatPeople, formatPrice } from './format';
import { fillPlaceholders } from './placeholders';
import type { Contact } from './schema/contact';
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

type FactSources = { site: Site; openingHours: OpeningHours; sessions: Sessions; ui: Interface; contact: Contact };

export function buildFacts({ site, openingHours, sessions, ui, contact }: FactSources): Facts {
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
    ['hostingProvider', site.privacy.hostingProvider || 'the company that hosts this website'],
    ['emailProvider', site.privacy.emailProvider || 'the company that runs our email'],
  ]);
  for (const [name, value] of Object.entries(ownerSentences(site))) facts.set(name, value);
  // Filled last: the sentence shown while the access facts are missing may itself refer to facts.
  facts.set('accessDetails', accessSentences(site).join(' ') || fillPlaceholders(contact.access.askText, facts));

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

/** The owner's access facts that are filled in, in the order a visitor needs them. */
export const accessSentences = ({ access }: Site) => [access.stairs, access.stepFree, access.parking, access.toilets].filter((sentence): sentence is string => Boolean(sentence));

/**
 * Sentences that depend on facts the owner may not have given yet (phone, VAT, ICO registration, where the
 * form keeps its data). Each is true in every state, so a legal page never says more than is known.
 */
function ownerSentences(site: Site): Record<string, string> {
  const post = `${site.name}, ${addressLine(site)}`;
  const vat =
    site.vat.registered === true
      ? ` They include VAT, and our VAT number is ${site.vat.number}.`
      : site.vat.registered === false
        ? ' We are not registered for VAT, so no VAT is charged.'
        : '';
  return {
    contactList: [`- By email: ${site.email}`, ...(site.phone ? [`- By phone: ${site.phone}`] : []), `- By post: ${post}`].join('\n'),
    contactWays: site.phone ? `by email at ${site.email}, by phone on ${site.phone}, or by post to ${post}` : `by email at ${site.email} or by post to ${post}`,
    // Said only once the owner has switched the analytics off: until then the policy says what is known.
    formAnalytics: site.enquiryForm.analyticsOff ? ' We have switched Jotform’s form analytics off for our form.' : '',
    vatStatement: `Every price is the total you pay, with nothing added on top for tax or anything else.${vat}`,
    icoStatement: /^Z/i.test(site.privacy.icoRegistration ?? '')
      ? `We are registered with the Information Commissioner’s Office (ICO) as a controller, under number ${site.privacy.icoRegistration!.toUpperCase()}.`
      : 'You can check any business’s registration with the ICO on the ICO’s public register.',
    formTransfer:
      site.enquiryForm.dataLocation === 'eu'
        ? 'Jotform keeps our form submissions on its servers in the European Union. UK law recognises the EU as protecting personal information adequately, so no further safeguard is needed for that. Jotform Inc. is a US company, so if its staff ever reach a submission from outside the EU, for example to support the service, that access is covered by the standard contractual clauses in its data processing agreement, with the UK’s International Data Transfer Addendum to them.'
        : 'Jotform keeps our form submissions on its servers in the United States. That transfer is protected by the standard contractual clauses in Jotform’s data processing agreement, with the UK’s International Data Transfer Addendum to them, which bind Jotform to protect your information to the standard UK law requires.',
  };
}

/** A short list of what can be used, for the message when a placeholder is not known. */
export function describeFacts(facts: Facts) {
  const simple = [...facts.keys()].filter((key) => !key.includes('.'));
  const ids = [...new Set([...facts.keys()].filter((key) => key.includes('.')).map((key) => key.split('.')[0]))];
  return `the facts are ${simple.map((key) => `{${key}}`).join(', ')}, and for a session {id.title}, {id.price}, {id.duration}, {id.groupSize} (and {id.lowestPrice}, {id.highestPrice} for a priced one), where id is one of ${ids.join(', ')}`;
}
