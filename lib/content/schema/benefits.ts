import { z } from 'zod';
import { field, id, listWithIds, text, optionalText } from './fields';

export const benefitIcons = ['leaf', 'person', 'steps', 'lotus', 'heart', 'wave'] as const;

export const benefitsSchema = z.strictObject({
  eyebrow: field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' }),
  heading: field(text(), { label: 'Heading' }),
  text: field(text(), { label: 'Introduction' }),
  items: field(
    listWithIds(
      z.strictObject({
        id: field(id(), { label: 'Id' }),
        icon: field(z.enum(benefitIcons, { error: `expected one of the drawings: ${benefitIcons.join(', ')}` }), { label: 'Drawing' }),
        title: field(text(), { label: 'Title' }),
        description: field(text(), { label: 'Description', widget: 'text' }),
      }),
    ),
    { label: 'Benefits', summary: '{{fields.title}}' },
  ),
});

export type Benefits = z.infer<typeof benefitsSchema>;
export type Benefit = Benefits['items'][number];
export type BenefitIcon = (typeof benefitIcons)[number];
