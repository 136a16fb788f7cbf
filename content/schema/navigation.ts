import { z } from 'zod';
import { field, link } from './fields';

const links = (label: string) => field(z.array(link()).min(1, { error: 'expected at least one link' }), { label, summary: '{{fields.label}}' });

export const navigationSchema = z.strictObject({
  header: links('Header links'),
  footerQuickLinks: links('Footer: quick links'),
  footerLegalLinks: links('Footer: legal links'),
});

export type Navigation = z.infer<typeof navigationSchema>;
export type NavLink = Navigation['header'][number];
