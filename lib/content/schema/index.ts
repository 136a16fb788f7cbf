import { aboutSchema } from './about';
import { benefitsSchema } from './benefits';
import { bookingKitSchema } from './booking-kit';
import { contactSchema } from './contact';
import { editorSettingsSchema } from './editor';
import { faqSchema } from './faq';
import { homeSchema } from './home';
import { interfaceSchema } from './interface';
import { legalWordingSchema } from './legal-wording';
import { navigationSchema } from './navigation';
import { openingHoursSchema } from './opening-hours';
import { pagesSchema } from './pages';
import { sessionsSchema } from './sessions';
import { siteSchema } from './site';
import { testimonialsSchema } from './testimonials';

/**
 * Every data file in content/, with its schema and the name the editor at /admin/ gives it. The order is
 * the editor's order.
 */
export const dataFiles = {
  site: { file: 'site.yaml', label: 'Studio details', schema: siteSchema },
  openingHours: { file: 'opening-hours.yaml', label: 'Opening hours', schema: openingHoursSchema },
  sessions: { file: 'sessions.yaml', label: 'Sessions and prices', schema: sessionsSchema },
  home: { file: 'home.yaml', label: 'Home page', schema: homeSchema },
  benefits: { file: 'benefits.yaml', label: 'Benefits (home page)', schema: benefitsSchema },
  testimonials: { file: 'testimonials.yaml', label: 'Testimonials (home page)', schema: testimonialsSchema },
  about: { file: 'about.yaml', label: 'About page', schema: aboutSchema },
  faq: { file: 'faq.yaml', label: 'Questions and answers (About page)', schema: faqSchema },
  contact: { file: 'contact.yaml', label: 'Contact page', schema: contactSchema },
  navigation: { file: 'navigation.yaml', label: 'Header and footer links', schema: navigationSchema },
  pages: { file: 'pages.yaml', label: 'Search and sharing', schema: pagesSchema },
  interface: { file: 'interface.yaml', label: 'Labels and settings', schema: interfaceSchema },
  legalWording: { file: 'legal-wording.yaml', label: 'Legal wording chosen by your facts', schema: legalWordingSchema },
  bookingKit: { file: 'booking-kit.yaml', label: 'Booking kit (your confirmation emails and health questionnaire)', schema: bookingKitSchema },
} as const;

export const legalFiles = {
  privacyPolicy: { file: 'legal/privacy-policy.md', label: 'Privacy policy' },
  terms: { file: 'legal/terms.md', label: 'Terms of use' },
} as const;

/** Settings read and checked like the data files, but not edited in the editor (it could lock itself out). */
export const settingsFiles = {
  editor: { file: 'editor.yaml', label: 'Online editing', schema: editorSettingsSchema },
} as const;

export type DataFileKey = keyof typeof dataFiles;
export type LegalFileKey = keyof typeof legalFiles;
export type SettingsFileKey = keyof typeof settingsFiles;
