import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { philosophy } from './about';
import { availability, formatHours } from './availability';
import { benefits } from './benefits';
import { faqItems } from './faq';
import { tooltipDelays, queryCacheSettings } from './interface';
import { privacyPolicy } from './legal/privacy-policy';
import { terms } from './legal/terms';
import { footerLegalLinks, footerQuickLinks, headerLinks, routes } from './navigation';
import { pageMeta } from './pages';
import { formatDuration, formatGroupSize, formatPrice, groupExperiences, sessionOffers } from './sessions';
import { studio } from './site';
import { testimonials } from './testimonials';

const pageFile = (route: string) => join(__dirname, '..', 'app', route, 'page.tsx');
const byTitle = <T extends { title: string }>(items: T[], title: string) => {
  const item = items.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`no item titled ${title}`);
  return item;
};

describe('navigation', () => {
  it.each([...headerLinks, ...footerQuickLinks, ...footerLegalLinks])('$label links to a page that exists ($href)', ({ href }) => {
    expect(routes).toContain(href);
    expect(existsSync(pageFile(href))).toBe(true);
  });

  it('lists the header links of the spec in order', () => {
    expect(headerLinks.map((link) => [link.label, link.href])).toEqual([
      ['Home', '/'],
      ['About Us', '/about/'],
      ['Sessions', '/sessions/'],
      ['Contact', '/contact/'],
    ]);
  });

  it('has footer quick links and legal links as the spec names them', () => {
    expect(footerQuickLinks.map((link) => link.label)).toEqual(['About Us', 'Sessions & Pricing', 'Contact Us']);
    expect(footerLegalLinks.map((link) => link.label)).toEqual(['Privacy Policy', 'Terms of Use']);
  });

  it('gives every route a unique title and description', () => {
    const metas = routes.map((route) => pageMeta[route]);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(routes.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(routes.length);
    for (const meta of metas) expect(meta.description.length).toBeLessThanOrEqual(170);
  });
});

describe('business constants (spec §9)', () => {
  it('prices the sessions as the spec says', () => {
    expect(formatPrice(byTitle(sessionOffers, 'Tailored Sessions').price)).toBe('£18–£30');
    expect(formatPrice(byTitle(sessionOffers, 'Private General Sessions').price)).toBe('£20');
    expect(formatPrice(byTitle(groupExperiences, 'Hen Party Yoga').pricing)).toBe('Priced on quote');
    expect(formatPrice(byTitle(groupExperiences, 'Corporate Wellness').pricing)).toBe('Priced on quote');
  });

  it('marks only Tailored Sessions as most popular', () => {
    expect(sessionOffers.filter((offer) => offer.popular).map((offer) => offer.title)).toEqual(['Tailored Sessions']);
  });

  it('has sessions of 60 minutes for 1–3 people, hen parties of 4 or more, corporate 45–60 minutes', () => {
    for (const offer of sessionOffers) {
      expect(formatDuration(offer.duration)).toBe('60 minutes');
      expect(formatGroupSize(offer.groupSize)).toBe('1–3 people');
    }
    expect(formatGroupSize(byTitle(groupExperiences, 'Hen Party Yoga').groupSize)).toBe('4 or more people');
    expect(formatDuration(byTitle(groupExperiences, 'Hen Party Yoga').duration)).toBe('60 minutes');
    expect(formatDuration(byTitle(groupExperiences, 'Corporate Wellness').duration)).toBe('45–60 minutes');
  });

  it('opens Monday–Friday 5:00 PM – 8:00 PM, closes Saturday, opens Sunday 10:00 AM – 4:00 PM', () => {
    expect(availability.map((row) => [row.label, formatHours(row)])).toEqual([
      ['Monday – Friday', '5:00 PM – 8:00 PM'],
      ['Saturday', 'Closed'],
      ['Sunday', '10:00 AM – 4:00 PM'],
    ]);
    const days = availability.flatMap((row) => row.days);
    expect(new Set(days).size).toBe(7);
  });

  it('keeps the studio facts of the spec', () => {
    expect(studio.foundedYear).toBe(2021);
    expect(studio.teacher.qualifiedYear).toBe(2021);
    expect(studio.copyrightYear).toBe(2025);
    expect(studio.replyWithinHours).toBe(24);
    expect(studio.cancellationNoticeHours).toBe(24);
    expect(studio.arriveEarlyMinutes).toEqual({ min: 5, max: 10 });
    expect(studio.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(new URL(studio.siteUrl).protocol).toBe('https:');
    expect(studio.email.split('@')[1]).toBe(new URL(studio.siteUrl).hostname.replace(/^www\./, ''));
  });

  it('sets the tooltip and data cache timings', () => {
    expect(tooltipDelays).toEqual({ openMs: 700, skipMs: 300 });
    expect(queryCacheSettings).toEqual({ gcTimeMs: 300_000, retry: 3, retryBaseDelayMs: 1000, retryMaxDelayMs: 30_000 });
  });
});

describe('page content', () => {
  it('has the six benefits of the spec', () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual(['Stress Relief', 'Personalized', 'All Levels', 'Holistic Wellness', 'Exercise', 'Flexibility']);
  });

  it('has the four points of the philosophy', () => {
    expect(philosophy.map((point) => point.title)).toEqual(['Personalized Approach', 'Holistic Wellness', 'Safe Space', 'Accessibility']);
  });

  it('has three five-star testimonials, each with a name and a descriptor', () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.name).not.toBe('');
      expect(testimonial.descriptor).not.toBe('');
    }
  });

  it('answers nine questions that state every constant of spec §9 between them', () => {
    expect(faqItems).toHaveLength(9);
    const answers = faqItems.map((item) => item.answer).join('\n');
    for (const fact of [
      '1 hour',
      '45–60 minutes',
      '1–3 people',
      '4 or more people',
      "24 hours' notice",
      '5–10 minutes',
      'no facilities such as waiting areas',
      'toilets',
      'Mats, blocks and straps are provided',
      'answered within 24 hours',
    ]) {
      expect(answers).toContain(fact);
    }
  });

  it('has a privacy policy of ten sections and terms of twelve', () => {
    expect(privacyPolicy.sections).toHaveLength(10);
    expect(terms.sections).toHaveLength(12);
    expect(JSON.stringify(terms)).toContain('England and Wales');
  });

  it.each([
    ['session offers', sessionOffers.map((item) => item.id)],
    ['group experiences', groupExperiences.map((item) => item.id)],
    ['FAQ items', faqItems.map((item) => item.id)],
    ['testimonials', testimonials.map((item) => item.id)],
    ['privacy sections', privacyPolicy.sections.map((item) => item.id)],
    ['terms sections', terms.sections.map((item) => item.id)],
  ])('gives %s unique ids', (_, ids) => {
    expect(new Set(ids).size).toBe(ids.length);
  });
});
