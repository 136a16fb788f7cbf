import { z } from 'zod';
import { field, group, text } from './fields';

const wording = (label: string, hint?: string) => field(text(), { label, hint, widget: 'text' });

/**
 * Sentences of the legal documents that depend on facts the owner may not have given yet. Each has one
 * wording per state of its facts; the site shows the one that is true today (lib/content/legal-wording.ts
 * picks it), so the words are hers and her solicitor's, and the choice is the code's.
 */
export const legalWordingSchema = z.strictObject({
  contactList: group('How to reach us (a list)', {
    withPhone: wording('With a phone number', 'A Markdown list, one way per line; may use {phone}.'),
    withoutPhone: wording('Until there is a phone number', 'A Markdown list, one way per line.'),
  }),
  contactWays: group('How to reach us (in a sentence)', {
    withPhone: wording('With a phone number', 'Completes “contact us …”; may use {phone}.'),
    withoutPhone: wording('Until there is a phone number', 'Completes “contact us …”.'),
  }),
  vatStatement: group('VAT beside the prices (terms; the Sessions page shows its own line)', {
    registered: wording('Registered for VAT', 'May use {vatNumber}.'),
    notRegistered: wording('Not registered for VAT'),
    unknown: wording('Until VAT status is given', 'True whether or not the business is registered.'),
  }),
  vatNote: group('VAT on the Sessions page (one short line beside the prices)', {
    registered: wording('Registered for VAT'),
    notRegistered: wording('Not registered for VAT'),
    unknown: wording('Until VAT status is given'),
  }),
  accessTerms: group('Getting to the room (terms)', {
    described: wording('Once the way in is described in Studio details', 'Use {accessDetails}: the owner’s sentences about stairs, parking and the rest.'),
    ask: wording('Until then', 'Invite the client to ask, in the terms’ own voice (“we”).'),
  }),
  minimumAgeTerms: group('Minimum age (terms)', {
    teachesUnder18: wording('Minimum age under 18', 'Say that a parent or guardian books with anyone under 18.'),
    adultsOnly: wording('Minimum age 18 or over'),
  }),
  youngClients: group('Clients under 18 (privacy policy)', {
    teachesUnder18: wording('Minimum age under 18'),
    adultsOnly: wording('Minimum age 18 or over'),
  }),
  adrStatement: group('Complaints we cannot settle (terms)', {
    willUse: wording('With the body named, and you agree to use it', 'May use {adrName} and {adrWebsite}.'),
    wontUse: wording('With the body named, and you do not agree to use it', 'May use {adrName} and {adrWebsite}.'),
    notChosen: wording('Until the body is named and you have decided', 'Promise the name, website and your decision in writing at the time (the ADR Regulations 2015 ask for them).'),
  }),
  icoStatement: group('ICO registration (privacy policy)', {
    registered: wording('With a registration number', 'May use {icoRegistration}.'),
    exempt: wording('Exempt from the ICO fee'),
    unknown: wording('Until the registration is given'),
  }),
  hostingLogs: group('The website host’s logs (privacy policy, What we collect)', {
    named: wording('With the host named', 'May use {hostingProvider}.'),
    unnamed: wording('Until the host is named'),
  }),
  hostingProcessor: group('The website host (privacy policy, Who else handles it)', {
    named: wording('With the host named', 'May use {hostingProvider}.'),
    unnamed: wording('Until the host is named'),
  }),
  emailProcessor: group('The email provider (privacy policy, Who else handles it)', {
    named: wording('With the provider named', 'May use {emailProvider}.'),
    unnamed: wording('Until the provider is named'),
  }),
  formAnalytics: group('The form’s other cookies (privacy policy, Cookies)', {
    off: wording('Once the form’s analytics are switched off'),
    notConfirmed: wording('Until then'),
  }),
  formTransfer: group(
    'Where the form keeps submissions (privacy policy, Who else handles it)',
    {
      usProtected: wording('US servers, agreement and UK Addendum confirmed'),
      usPending: wording('US servers, until the agreement and the UK Addendum are confirmed', 'Claim no safeguard here: say what is true without one.'),
      euProtected: wording('EU servers, agreement and UK Addendum confirmed'),
      euPending: wording('EU servers, until the agreement and the UK Addendum are confirmed', 'Claim no safeguard here: say what is true without one.'),
    },
    'Confirmed means both switches on under Studio details › Enquiry form: the data processing agreement accepted, and the UK Addendum confirmed in it.',
  ),
});

export type LegalWording = z.infer<typeof legalWordingSchema>;
