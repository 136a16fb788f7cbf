import { addressLine } from './format';
import { fillPlaceholders } from './placeholders';
import type { LegalWording } from './schema/legal-wording';
import type { Site } from './schema/site';

/**
 * Owner facts that may still be empty: only the wording chosen because the fact is given may use them
 * (declared per field in placeholders.ts), so no sentence is ever built from an empty fact.
 */
export const optionalFacts = (site: Site) => ({
  phone: site.phone ?? '',
  vatNumber: site.vat.number ?? '',
  icoRegistration: /^z/i.test(site.privacy.icoRegistration ?? '') ? site.privacy.icoRegistration!.toUpperCase() : '',
  hostingProvider: site.privacy.hostingProvider ?? '',
  emailProvider: site.privacy.emailProvider ?? '',
  adrName: site.adr.name ?? '',
  adrWebsite: site.adr.website ?? '',
});

/** The owner's sentences about the way in (stairs, step-free access, parking, toilets), those given. */
export const accessSentences = ({ access }: Site) => [access.stairs, access.stepFree, access.parking, access.toilets].filter((sentence): sentence is string => Boolean(sentence));

/** Whether the privacy policy may say the form's transfers are protected: both of the owner's ticks. */
export const transferProtected = ({ enquiryForm }: Site) => enquiryForm.processingAgreement && enquiryForm.ukAddendum;

/** Which wording of each entry is true of the facts as they are: the entry's key and the state's. */
export function chooseWording(site: Site): { [Entry in keyof LegalWording]: keyof LegalWording[Entry] } {
  const ico = site.privacy.icoRegistration ?? '';
  const adrNamed = Boolean(site.adr.name && site.adr.website);
  const minors = site.minimumAge.years < 18 ? 'teachesUnder18' : 'adultsOnly';
  return {
    contactList: site.phone ? 'withPhone' : 'withoutPhone',
    contactWays: site.phone ? 'withPhone' : 'withoutPhone',
    vatStatement: site.vat.registered === true ? 'registered' : site.vat.registered === false ? 'notRegistered' : 'unknown',
    vatNote: site.vat.registered === true ? 'registered' : site.vat.registered === false ? 'notRegistered' : 'unknown',
    accessTerms: accessSentences(site).length ? 'described' : 'ask',
    minimumAgeTerms: minors,
    youngClients: minors,
    adrStatement: adrNamed && site.adr.agreesToUse === true ? 'willUse' : adrNamed && site.adr.agreesToUse === false ? 'wontUse' : 'notChosen',
    icoStatement: /^z/i.test(ico) ? 'registered' : /^exempt$/i.test(ico) ? 'exempt' : 'unknown',
    hostingLogs: site.privacy.hostingProvider ? 'named' : 'unnamed',
    hostingProcessor: site.privacy.hostingProvider ? 'named' : 'unnamed',
    emailProcessor: site.privacy.emailProvider ? 'named' : 'unnamed',
    formAnalytics: site.enquiryForm.analyticsOff ? 'off' : 'notConfirmed',
    formTransfer: `${site.enquiryForm.dataLocation}${transferProtected(site) ? 'Protected' : 'Pending'}`,
  };
}

/** The chosen sentences, filled, as facts: {vatStatement}, {contactWays} and the rest. */
export function legalSentences(site: Site, wording: LegalWording, facts: ReadonlyMap<string, string>): Record<string, string> {
  const values = new Map([...facts, ...Object.entries(optionalFacts(site)), ['postalAddress', `${site.name}, ${addressLine(site)}`]]);
  const chosen = chooseWording(site);
  return Object.fromEntries(
    (Object.keys(chosen) as (keyof LegalWording)[]).map((entry) => {
      const texts = wording[entry] as Record<string, string>;
      return [entry, fillPlaceholders(texts[chosen[entry] as string], values)];
    }),
  );
}
