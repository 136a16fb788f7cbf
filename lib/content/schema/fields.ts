import { z } from 'zod';

/**
 * What the editor at /admin/ shows for a field, and what the launch check asks of it. The CMS
 * configuration (scripts/build-admin.mjs) and the launch check (scripts/check-launch.mjs) are both
 * generated from this, so the schema, the editor and the check cannot drift apart.
 */
export type FieldMeta = {
  label: string;
  hint?: string;
  /** How the editor shows it when the type alone does not say: a long text box, Markdown, a time, a Yes / No choice. */
  widget?: 'text' | 'markdown' | 'time' | 'image' | 'yes-no';
  /** For a list: what each item's bar shows in the editor, e.g. '{{fields.title}}'. */
  summary?: string;
  /** For a list: false to show its items open in the editor (they are folded to their bar otherwise). */
  folded?: boolean;
  /** The launch check lists this field while it is still a stand-in, under how much it is needed (`need`). */
  launch?: { when: 'false' | 'empty' | 'illustration'; need: LaunchNeed; says: string };
  /** What a field checked against a pattern expects, in the owner's words: the editor's message when it does not match. */
  expected?: string;
};

/**
 * How much a stand-in matters, which is how the launch check groups it: `law`, the law requires it before the
 * site goes live (the rule says which law, and in which case if only in some); `launch`, the site would not do
 * its job without it (enquiries lost, a stand-in web address, terms and forms the owner has not made hers);
 * `later`, it can wait: the site is lawful and works without it (a drawing until a photo, a fact left unsaid).
 */
export type LaunchNeed = 'law' | 'launch' | 'later';

/** What the editor adds to the label of a field the site can be built without but the law asks for before launch. */
export const requiredByLaw = '(required by law before launch)';

/** Gives a schema its editor label, hint and launch rule (zod's metadata, which z.toJSONSchema() carries). */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta(meta) as T;
}

/** The metadata of a schema, as field() gave it. */
export const metaOf = (schema: z.ZodType) => schema.meta() as FieldMeta | undefined;

/** Text that must match a pattern; `what` is the owner's message, in the build and in the editor alike. */
export const matching = (pattern: RegExp, what: string) =>
  z.string(expected(what)).trim().regex(pattern, expected(what)).meta({ expected: `expected ${what}` });

const expected = (what: string) => ({ error: `expected ${what}` });

/** What a few fields expect, in the owner's words: shared by the schemas and the tests of their messages. */
export const expectations = {
  pounds: 'a number of pounds like 20, without the £ sign',
  pence: 'pounds and pence like 22.50, with no more than two figures after the point',
  time: 'a time on the 24-hour clock, like 09:30 or 17:00',
} as const;

/** A line or paragraph of copy. It may refer to facts with placeholders, like {email}. */
export const text = (what = 'some text') =>
  z.string(expected(what)).trim().min(1, expected(`${what}, not an empty line`));

/** Copy the owner may leave empty (the launch check can ask for it). */
export const optionalText = () => z.string(expected('some text, or nothing')).trim().optional();

export const year = () => z.int(expected('a year like 2021')).min(1900, expected('a year like 2021')).max(2100, expected('a year like 2021'));

export const pounds = () => z.number(expected(expectations.pounds)).positive(expected('a price above £0')).multipleOf(0.01, expected(expectations.pence));

export const whole = (what: string) => z.int(expected(`a whole number of ${what}, like 3`)).positive(expected(`at least 1 ${what.replace(/s$/, '')}`));

/** A time on the 24-hour clock; 9:30 and 17.00 are read as 09:30 and 17:00, which the editor then saves. */
export const time = () =>
  matching(/^([01]?\d|2[0-3])[:.][0-5]\d$/, expectations.time).transform((value) => value.replace('.', ':').padStart(5, '0'));

export const email = () => z.email(expected('an email address like hello@example.co.uk'));

export const webAddress = () => z.url({ protocol: /^https$/, ...expected('a web address starting with https://') });

export const id = () => matching(/^[a-z][a-z0-9-]*$/, 'a short name in lower-case letters, digits and hyphens, like hen-party');

/** The pages the export writes, in the order the sitemap lists them. */
export const routes = ['/', '/about/', '/sessions/', '/contact/', '/privacy-policy/', '/terms/'] as const;
export type Route = (typeof routes)[number];

export const route = () => z.enum(routes, expected(`one of the site's pages: ${routes.join(', ')}`));

export const link = () =>
  z.strictObject({
    label: field(text(), { label: 'Words on the button or link' }),
    href: field(route(), { label: 'Page it opens', hint: `One of ${routes.join(', ')}` }),
  });

/** An image in public/images/ with its description; the description may be empty only where it is decorative. */
export const image = ({ decorative = false } = {}) =>
  z.strictObject({
    src: field(matching(/^\/images\/[^/]+\.(jpe?g|png|webp|svg)$/i, 'the address of an image in public/images, like /images/studio.jpg'),
      { label: 'Image', widget: 'image', hint: 'A JPEG, PNG or WebP photo; the site makes smaller copies for phones itself.' },
    ),
    alt: decorative
      ? field(z.string(expected('a description of the image, or nothing if it is only decoration')).trim(), {
          label: 'Description',
          hint: 'Leave empty if the picture is only decoration; screen readers then skip it.',
        })
      : field(text('a description of what the image shows'), {
          label: 'Description (required)',
          hint: 'What the picture shows, for people who cannot see it and for search engines. One sentence.',
        }),
  });

/** `from` alone, or `from` to `to` (e.g. a price range or a group size). */
export const range = (value: () => z.ZodNumber, labels: { from: string; to: string; hint?: string; fromHint?: string }) =>
  z
    .strictObject({
      from: field(value(), { label: labels.from, hint: labels.fromHint }),
      to: field(value().optional(), { label: labels.to, hint: labels.hint }),
    })
    .refine((range) => range.to === undefined || range.to > range.from, {
      error: 'expected the highest ("to") to be more than the lowest ("from")',
      path: ['to'],
    });

/** A list whose items carry an `id`: other files refer to items by it, so each must be unique. */
export function listWithIds<T extends z.ZodObject<{ id: z.ZodType<string> }>>(item: T) {
  return z.array(item, expected('a list')).superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((entry, index) => {
      const value = (entry as { id: string }).id;
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `expected a unique id, but "${value}" is used twice` });
      seen.add(value);
    });
  });
}

/** A statement the owner must confirm is true before launch (a claim, a sample value): a switch in the editor. */
export const confirmed = (says: string, need: LaunchNeed) =>
  field(z.boolean(expected('true or false')), {
    label: 'Confirmed',
    hint: 'Switch on once this is true and checked. Until then the launch check lists it.',
    launch: { when: 'false', need, says },
  });

/** A question the owner answers Yes or No, empty until she knows (the editor's Yes / No choice; true, false or null in the file). */
export const yesNo = (meta: FieldMeta) =>
  field(z.boolean({ error: 'expected true (yes), false (no), or nothing until you know' }).nullable().optional(), { ...meta, widget: 'yes-no' });

/** A group of fields with its editor label (a section of a page, say). */
export const group = <Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) => field(z.strictObject(shape), { label, hint });

/** Words the owner writes, with the editor's label: most of the site's short copy. */
export const words = (label: string, hint?: string) => field(text(), { label, hint });

/** The optional small heading above a section's heading. */
export const eyebrow = () => field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' });

/** A fact only the owner can give, shown once filled in; until then the pages say nothing about it. */
export const ownerFact = (label: string, hint: string, says: string, need: LaunchNeed) => field(optionalText(), { label, hint, launch: { when: 'empty', need, says } });
