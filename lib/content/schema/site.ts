import { z } from 'zod';
import { confirmed, email, field, matching, optionalText, ownerFact, range, text, webAddress, whole, year, yesNo } from './fields';
import { teacherSchema } from './teacher';

/** An ICO registration number (ZA123456, older ones Z1234567), or "exempt". */
export const icoRegistration = /^(Z[A-Z0-9]{7}|exempt)?$/i;

export const siteSchema = z
  .strictObject({
    name: field(text(), { label: 'Studio name' }),
    shortName: field(text(), { label: 'Short name', hint: 'Used under the icon when someone adds the site to a phone home screen.' }),
    tagline: field(text(), { label: 'Tagline', hint: 'One sentence, shown in the footer and to apps.' }),
    teacher: teacherSchema,
    email: field(email(), { label: 'Email address', hint: 'Shown on every page; enquiries go here.' }),
    phone: field(
      z
        .string({ error: 'expected a UK phone number like 01373 123456, or nothing' })
        .trim()
        .regex(/^(\+44\s?|0)[\d\s]{9,13}$/, { error: 'expected a UK phone number like 01373 123456, or nothing' })
        .or(z.literal(''))
        .optional(),
      {
        label: 'Phone number',
        hint: 'Shown on the Contact page and in the legal pages, for questions and complaints.',
        launch: {
          when: 'empty',
          need: 'law',
          says: 'the Provision of Services Regulations 2009 (regulation 7) ask for a telephone number for questions and complaints: add one',
        },
      },
    ),
    address: field(
      z.strictObject({
        building: field(text(), { label: 'Building' }),
        street: field(text(), { label: 'Street' }),
        town: field(text(), { label: 'Town' }),
        county: field(text(), { label: 'County' }),
        postcode: field(text('a postcode like BA11 1AA'), { label: 'Postcode' }),
        country: field(text(), { label: 'Country' }),
        countryCode: field(matching(/^[A-Z]{2}$/, 'a two-letter country code like GB'), { label: 'Country code', hint: 'GB' }),
        latitude: field(z.number({ error: 'expected a latitude like 51.2289' }).min(-90).max(90), { label: 'Latitude', hint: 'From Google Maps: right-click the studio, the first number.' }),
        longitude: field(z.number({ error: 'expected a longitude like -2.3236' }).min(-180).max(180), { label: 'Longitude', hint: 'The second number.' }),
        confirmed: confirmed('the address and map position are stand-ins: put in the studio’s real address and position (the Provision of Services Regulations 2009, regulation 8, ask for the address the business is run from)', 'law'),
      }),
      { label: 'Address' },
    ),
    website: field(
      z.strictObject({
        url: field(webAddress(), { label: 'Web address', hint: 'Exactly as visitors will see it, e.g. https://www.example.co.uk' }),
        confirmed: confirmed('the web address is a stand-in: put in the address the site will live at (search engines and shared links use it)', 'launch'),
      }),
      { label: 'Website' },
    ),
    googleBusinessProfileUrl: field(optionalText().refine((value) => !value || /^https:\/\/\S+$/.test(value), { error: 'expected the profile’s link, starting with https://, or nothing' }), {
      label: 'Google Business Profile link',
      hint: 'The link to the studio’s own profile on Google (where its reviews are). Until it is filled in, the reviews button opens a Google Maps search.',
      launch: { when: 'empty', need: 'later', says: 'the Google reviews button opens a Maps search, not the studio’s own profile: paste the link to its Google Business Profile' },
    }),
    access: field(
      z.strictObject({
        stairs: ownerFact('Stairs', 'One sentence, e.g. The studio is on the first floor, up 14 stairs with a handrail.', 'say how many stairs lead to the studio', 'later'),
        stepFree: ownerFact('Step-free access', 'One sentence, e.g. There is no lift, so the studio has no step-free access.', 'say whether there is step-free access (a lift, or none)', 'later'),
        parking: ownerFact('Parking', 'One sentence, e.g. The nearest car park is … a three-minute walk away.', 'say where visitors can park', 'later'),
        toilets: ownerFact('Nearest toilets', 'One sentence, e.g. The nearest public toilets are in … two minutes’ walk away.', 'say where the nearest toilets are (the studio has none)', 'later'),
      }),
      { label: 'Getting to the studio (shown on Contact and in the FAQ once filled in)' },
    ),
    vat: field(
      z
        .strictObject({
          registered: yesNo({
            label: 'Registered for VAT',
            hint: 'Yes if the business is registered for VAT, No if it is not. Until you choose, the launch check asks.',
            launch: {
              when: 'empty',
              need: 'law',
              says: 'say whether the business is registered for VAT: the terms state it beside the prices, and a registered business must give its VAT number (the Provision of Services Regulations 2009, regulation 8)',
            },
          }),
          number: field(optionalText(), { label: 'VAT number', hint: 'Only if registered, e.g. GB 123 4567 89.' }),
        })
        .refine((vat) => vat.registered !== true || Boolean(vat.number), { error: 'expected the VAT number, since the business is registered for VAT', path: ['number'] }),
      { label: 'VAT' },
    ),
    minimumAge: field(
      z.strictObject({
        years: field(whole('years'), { label: 'Youngest age that can take part (years)' }),
        confirmed: confirmed('the minimum age in the terms was set for the sample site: confirm it is the age you teach from', 'launch'),
      }),
      { label: 'Minimum age' },
    ),
    privacy: field(
      z.strictObject({
        icoRegistration: field(
          matching(icoRegistration, 'an ICO registration number like ZA123456, the word exempt, or nothing').optional(),
          {
            label: 'ICO registration number',
            hint: 'Most businesses that keep client details on a computer or phone pay the ICO’s data protection fee and get a number like ZA123456. If the ICO’s fee checker says you are exempt, write exempt.',
            launch: {
              when: 'empty',
              need: 'law',
              says: 'pay the ICO’s data protection fee and put the registration number here, or write exempt if the ICO’s fee checker says you need not pay (the Data Protection (Charges and Information) Regulations 2018)',
            },
          },
        ),
        hostingProvider: ownerFact('Website host', 'The company the site is published with, e.g. Netlify, Cloudflare or GitHub.', 'name the company that hosts the website, for the privacy policy (until then it names the kind of company)', 'later'),
        emailProvider: ownerFact('Email provider', 'The company that runs the studio’s email, e.g. Google Workspace or Microsoft 365.', 'name the company that runs the studio’s email, for the privacy policy (until then it names the kind of company)', 'later'),
      }),
      { label: 'Privacy details' },
    ),
    adr: field(
      z.strictObject({
        name: ownerFact(
          'Name',
          'An alternative dispute resolution (ADR) body that deals with complaints like your clients’ (the Chartered Trading Standards Institute keeps the list of approved ADR bodies). Leave empty until you have chosen one.',
          'name an alternative dispute resolution (ADR) body, its website and whether you agree to use it: the ADR Regulations 2015 (regulation 19) ask you to give them to a client whose complaint you cannot settle, so they are needed by then',
          'later',
        ),
        website: field(optionalText().refine((value) => !value || /^https:\/\/\S+$/.test(value), { error: 'expected the body’s website, starting with https://, or nothing' }), {
          label: 'Website',
          hint: 'The ADR body’s own website, starting with https://',
        }),
        agreesToUse: yesNo({
          label: 'We agree to use it',
          hint: 'Yes if you agree to take an unsettled complaint to this body, No if you do not. The terms say which.',
          launch: { when: 'empty', need: 'later', says: 'decide whether you agree to use the dispute resolution body named for complaints: the terms say which' },
        }),
      }),
      { label: 'Complaints: dispute resolution body (terms)' },
    ),
    enquiryForm: field(
      z.strictObject({
        formId: field(matching(/^\d{10,20}$/, 'the form’s number, like 243196854312054'), {
          label: 'Form number',
          hint: 'In Jotform: open the form, Publish, and copy the number at the end of its link.',
        }),
        formAddress: field(webAddress(), { label: 'Form address', hint: 'https://form.jotform.com, or https://eu.jotform.com for Jotform’s EU servers.' }),
        resizeScript: field(webAddress(), { label: 'Resizing script', hint: 'The form provider’s script that sizes the form to fit.' }),
        dataLocation: field(z.enum(['eu', 'us'], { error: 'expected eu or us' }), {
          label: 'Where Jotform keeps submissions',
          hint: 'eu if your Jotform account keeps its data on Jotform’s EU servers (its EU Safe mode, forms at eu.jotform.com); us otherwise. The privacy policy says so.',
        }),
        analyticsOff: field(z.boolean({ error: 'expected true or false' }), {
          label: 'Form analytics turned off',
          hint: 'In Jotform, open the form’s settings and turn off form analytics (and any tracking add-on). Switch on once done.',
          launch: {
            when: 'false',
            need: 'law',
            says: 'check which cookies Jotform sets when the form loads (see its cookie policy) and turn the form’s analytics off in Jotform: visitors who load the form agree to the cookies it needs, not to Jotform analysing their visit (the Privacy and Electronic Communications Regulations 2003, regulation 6)',
          },
        }),
        processingAgreement: field(z.boolean({ error: 'expected true or false' }), {
          label: 'Jotform’s data processing agreement accepted',
          hint: 'Jotform’s Data Processing Addendum (from its GDPR page) is the contract the privacy policy relies on. Switch on once it is in place for your account.',
          launch: { when: 'false', need: 'law', says: 'accept Jotform’s Data Processing Addendum for your account: the privacy policy relies on it (UK GDPR, Article 28)' },
        }),
        ukAddendum: field(z.boolean({ error: 'expected true or false' }), {
          label: 'UK Addendum confirmed in Jotform’s agreement',
          hint: 'Read Jotform’s Data Processing Addendum and check that it includes the UK’s International Data Transfer Addendum to the standard contractual clauses (or the UK’s International Data Transfer Agreement). Switch on once you have seen it there, or Jotform has confirmed it in writing.',
          launch: {
            when: 'false',
            need: 'law',
            says: 'confirm that Jotform’s data processing agreement includes the UK’s International Data Transfer Addendum (or Agreement): until both this and the agreement are switched on, the privacy policy claims no safeguard for sending enquiries to Jotform outside the UK (UK GDPR, Article 46)',
          },
        }),
        confirmed: confirmed('the enquiry form is a sample form, so enquiries would not reach you: put in your own Jotform form’s number', 'launch'),
      }),
      { label: 'Enquiry form' },
    ),
    foundedYear: field(year(), { label: 'Year the studio opened' }),
    copyrightYear: field(year(), { label: 'Copyright year', hint: 'Shown in the footer.' }),
    replyTimeHours: field(whole('hours'), { label: 'Typical reply time (hours)', hint: 'Always described as typical, never promised.' }),
    cancellationNoticeHours: field(whole('hours'), { label: 'Cancellation notice (hours)' }),
    equipment: field(z.array(text(), { error: 'expected a list' }).min(1, { error: 'expected at least one item' }), {
      label: 'Equipment provided',
      hint: 'Each item on its own line, e.g. mats.',
    }),
    arriveEarlyMinutes: field(range(() => whole('minutes'), { from: 'At least (minutes)', to: 'At most (minutes)' }), {
      label: 'How early to arrive',
    }),
  })
  .superRefine((site, context) => {
    // Runs even when a field above failed its own check: compare only two valid addresses.
    if (!URL.canParse(site.website.url) || !/^[^@\s]+@[^@\s]+$/.test(site.email)) return;
    const emailDomain = site.email.split('@')[1];
    const siteDomain = new URL(site.website.url).hostname.replace(/^www\./, '');
    if (emailDomain !== siteDomain) {
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: `expected an address at the site’s own domain (${siteDomain}), so replies come from the studio’s name`,
      });
    }
  });

export type Site = z.infer<typeof siteSchema>;
