import { z } from 'zod';
import { eyebrow, field, id, listWithIds, text } from './fields';

export const benefitIcons = ['leaf', 'person', 'steps', 'lotus', 'heart', 'wave'] as const;

export const benefitsSchema = z.strictObject({
  eyebrow: eyebrow(),
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
