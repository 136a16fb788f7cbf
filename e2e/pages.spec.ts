import { philosophy } from '../content/about';
import { benefits } from '../content/benefits';
import { faqItems } from '../content/faq';
import { privacyPolicy } from '../content/legal/privacy-policy';
import { terms } from '../content/legal/terms';
import { formatPrice, groupExperiences, sessionOffers } from '../content/sessions';
import { addressLine, formUrl, studio } from '../content/site';
import { testimonials } from '../content/testimonials';
import { expect, test } from './fixtures';

test.describe('Home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has one headline, the 2021 badge and the two hero buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(`Established ${studio.foundedYear}`)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Book Your Session' }).first()).toHaveAttribute('href', '/contact/');
    await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/sessions/');
  });

  test('shows six benefit cards with title and description', async ({ page }) => {
    const grid = page.getByRole('region', { name: 'What a private session gives you' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    for (const benefit of benefits) {
      await expect(grid.getByRole('heading', { level: 3, name: benefit.title })).toBeVisible();
      await expect(grid.getByText(benefit.description)).toBeVisible();
    }
  });

  test('introduces the teacher with a link to the About page', async ({ page }) => {
    const block = page.getByRole('region', { name: `Meet ${studio.teacher.firstName}` });
    await expect(block.getByRole('link', { name: `Read ${studio.teacher.firstName}’s story` })).toHaveAttribute('href', '/about/');
  });

  test('shows three service cards, each linking to Sessions', async ({ page }) => {
    const services = page.getByRole('region', { name: 'Sessions for you, your friends or your team' });
    const cards = services.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const title of ['Tailored Sessions', 'Private General Sessions', 'Hen Party Yoga']) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card.getByRole('link')).toHaveAttribute('href', '/sessions/');
    }
  });

  test('shows three five-star testimonials that say their rating to assistive technology', async ({ page }) => {
    const section = page.getByRole('region', { name: 'What clients say' });
    await expect(section.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    for (const testimonial of testimonials) {
      await expect(section.getByText(testimonial.name)).toBeVisible();
      await expect(section.getByText(testimonial.descriptor)).toBeVisible();
    }
  });

  test('opens all Google reviews in a new tab, marked as external', async ({ page }) => {
    const link = page.getByRole('link', { name: /View All Google Reviews/ });
    await expect(link).toHaveAttribute('href', studio.googleReviewsUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  test('closes with a call to action to Contact', async ({ page }) => {
    const cta = page.getByRole('region', { name: /Ready for an hour/ });
    await expect(cta.getByRole('link', { name: 'Book Your Session' })).toHaveAttribute('href', '/contact/');
  });
});

test.describe('About', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about/');
  });

  test('tells the teacher’s story and the four-point philosophy', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(`qualified as a yoga teacher`);
    await expect(page.getByRole('main')).toContainText(String(studio.teacher.qualifiedYear));
    const section = page.getByRole('region', { name: 'Our philosophy' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(philosophy.map((point) => point.title));
  });

  test('shows the renovated studio with real alt text', async ({ page }) => {
    const image = page.getByRole('img', { name: /renovated studio/ });
    await expect(image).toBeVisible();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('has nine questions; one open at a time, and the open one collapses', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(9);
    await expect(faq.locator('details[open]')).toHaveCount(0);

    const first = faq.getByText(faqItems[0].question);
    const second = faq.getByText(faqItems[1].question);
    await first.click();
    await expect(faq.getByText(faqItems[0].answer)).toBeVisible();
    await second.click();
    await expect(faq.getByText(faqItems[1].answer)).toBeVisible();
    await expect(faq.getByText(faqItems[0].answer)).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await second.click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('has every FAQ answer in the HTML as shipped', async ({ request }) => {
    const html = await (await request.get('/about/')).text();
    for (const item of faqItems) expect(html).toContain(item.answer.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
  });

  test('ends with a call to action to Contact', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Still wondering if it is for you?' }).getByRole('link')).toHaveAttribute('href', '/contact/');
  });
});

test.describe('Sessions', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sessions/');
  });

  test('shows two pricing cards with price, duration, group size and a Book Session button', async ({ page }) => {
    for (const offer of sessionOffers) {
      const card = page.getByRole('article', { name: offer.title });
      await expect(card).toContainText(formatPrice(offer.price));
      await expect(card).toContainText('60 minutes');
      await expect(card).toContainText('1–3 people');
      await expect(card).toContainText(offer.description);
      for (const feature of offer.features) await expect(card).toContainText(feature);
      await expect(card.getByRole('link', { name: /Book Session/ })).toHaveAttribute('href', '/contact/');
    }
    await expect(page.getByRole('article', { name: 'Tailored Sessions' }).getByRole('button', { name: /Most Popular/ })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Private General Sessions' }).getByText('Most Popular')).toHaveCount(0);
  });

  test('shows the two special groups with image, details and a Get Quote button', async ({ page }) => {
    for (const experience of groupExperiences) {
      const card = page.getByRole('article', { name: experience.title });
      await expect(card.getByRole('img', { name: experience.image.alt })).toBeVisible();
      await expect(card).toContainText('Priced on quote');
      await expect(card).toContainText(experience.description);
      await expect(card.getByRole('link', { name: /Get Quote/ })).toHaveAttribute('href', '/contact/');
    }
    await expect(page.getByRole('article', { name: 'Hen Party Yoga' })).toContainText('4 or more people');
    await expect(page.getByRole('article', { name: 'Corporate Wellness' })).toContainText('45–60 minutes');
  });

  test('closes with links to Contact and About', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Found the session for you?' });
    await expect(cta.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact/');
    await expect(cta.getByRole('link', { name: 'Meet your teacher' })).toHaveAttribute('href', '/about/');
  });
});

test.describe('Contact', () => {
  test('embeds the enquiry form with its title, and shows the e-mail beside it', async ({ page }) => {
    await page.goto('/contact/');
    const form = page.locator(`iframe[src="${formUrl}"]`);
    await expect(form).toHaveAttribute('title', /Enquiry form/);
    const enquiry = page.getByRole('article', { name: 'Send an enquiry' });
    await expect(enquiry.getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
  });

  test('shows e-mail, location, availability and the reply time', async ({ page }) => {
    await page.goto('/contact/');
    const panel = page.getByRole('article', { name: 'Contact details' });
    await expect(panel.getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
    await expect(panel).toContainText(addressLine);
    await expect(panel).toContainText('Monday – Friday5:00 PM – 8:00 PM');
    await expect(panel).toContainText('SaturdayClosed');
    await expect(panel).toContainText('Sunday10:00 AM – 4:00 PM');
    await expect(panel).toContainText('Enquiries are typically answered within 24 hours.');
  });

  test('always shows the address and an Open in Google Maps link', async ({ page }) => {
    await page.goto('/contact/');
    const map = page.getByRole('article', { name: 'Find the studio' });
    await expect(map).toContainText(addressLine);
    const link = map.getByRole('link', { name: /Open in Google Maps/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('Legal pages', () => {
  for (const [route, document, count] of [
    ['/privacy-policy/', privacyPolicy, 10],
    ['/terms/', terms, 12],
  ] as const) {
    test(`${route} has ${count} numbered sections and a last-updated date`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      const sections = page.getByRole('main').locator('section[aria-labelledby]');
      await expect(sections).toHaveCount(count);
      for (const section of document.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      await expect(page.getByText(/Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
    });
  }
});
