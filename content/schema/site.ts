import { z } from 'zod';
import { confirmed, email, field, group, optionalText, range, text, webAddress, whole, year } from './fields';

export const siteSchema = z
  .strictObject({
    name: field(text(), { label: 'Studio name' }),
    shortName: field(text(), { label: 'Short name', hint: 'Used under the icon when someone adds the site to a phone home screen.' }),
    tagline: field(text(), { label: 'Tagline', hint: 'One sentence, shown in the footer and to apps.' }),
    teacher: group('Teacher', {
      name: field(text(), { label: 'Full name' }),
      firstName: field(text(), { label: 'First name' }),
      role: field(text(), { label: 'Role', hint: 'For search engines, e.g. Yoga teacher.' }),
      qualifiedYear: field(year(), { label: 'Year qualified' }),
      training: field(
        z.strictObject({
          text: field(text(), { label: 'Training', hint: 'Completes the sentence “she completed her …”, e.g. 200-hour teacher training.' }),
          confirmed: confirmed('the teacher training named in the story is a stand-in: confirm it is exactly right, then tick Confirmed'),
        }),
        { label: 'Teacher training' },
      ),
    }),
    email: field(email(), { label: 'E-mail address', hint: 'Shown on every page; enquiries go here.' }),
    address: field(
      z.strictObject({
        building: field(text(), { label: 'Building' }),
        street: field(text(), { label: 'Street' }),
        town: field(text(), { label: 'Town' }),
        county: field(text(), { label: 'County' }),
        postcode: field(text('a postcode like BA11 1AA'), { label: 'Postcode' }),
        country: field(text(), { label: 'Country' }),
        countryCode: field(z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code like GB' }), { label: 'Country code', hint: 'GB' }),
        latitude: field(z.number({ error: 'expected a latitude like 51.2289' }).min(-90).max(90), { label: 'Latitude', hint: 'From Google Maps: right-click the studio, the first number.' }),
        longitude: field(z.number({ error: 'expected a longitude like -2.3236' }).min(-180).max(180), { label: 'Longitude', hint: 'The second number.' }),
        confirmed: confirmed('the address and map position are stand-ins: put in the studio’s real address and position, then tick Confirmed'),
      }),
      { label: 'Address' },
    ),
    website: field(
      z.strictObject({
        url: field(webAddress(), { label: 'Web address', hint: 'Exactly as visitors will see it, e.g. https://www.example.co.uk' }),
        confirmed: confirmed('the web address is a stand-in: put in the address the site will live at, then tick Confirmed'),
      }),
      { label: 'Website' },
    ),
    googleBusinessProfileUrl: field(optionalText(), {
      label: 'Google Business Profile link',
      hint: 'The link to the studio’s own profile on Google (where its reviews are). Until it is filled in, the reviews button opens a Google Maps search.',
      launch: { when: 'empty', says: 'the Google reviews button opens a Maps search, not the studio’s own profile: paste the link to its Google Business Profile' },
    }),
    enquiryForm: field(
      z.strictObject({
        formId: field(z.string().regex(/^\d{10,20}$/, { error: 'expected the form’s number, like 243196854312054' }), {
          label: 'Form number',
          hint: 'In Jotform: open the form, Publish, and copy the number at the end of its link.',
        }),
        formAddress: field(webAddress(), { label: 'Form address', hint: 'https://form.jotform.com, or https://eu.jotform.com for Jotform’s EU servers.' }),
        resizeScript: field(webAddress(), { label: 'Resizing script', hint: 'The form provider’s script that sizes the form to fit.' }),
        confirmed: confirmed('the enquiry form is a sample form, so enquiries would not reach you: put in your own Jotform form’s number, then tick Confirmed'),
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
