import { addressLines, formUrl, formatDays, formatHours, formatMinutes, formatPeople, formatPrice, mapsLinkUrl, reviewsUrl } from '../lib/content/format';
import { fillPlaceholders } from '../lib/content/placeholders';
import { content, escapeRegExp, expect, loadEnquiryForm, test } from './fixtures';

const { site, home, benefits, testimonials, about, faq, sessions, contact, interface: ui } = content;

const byId = new Map([...sessions.offers, ...sessions.experiences].map((item) => [item.id, item]));

test.describe('Home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has one headline, the founding badge and the two hero buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
    await expect(page.getByText(home.hero.badge)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: home.hero.primary.label }).first()).toHaveAttribute('href', home.hero.primary.href);
    await expect(main.getByRole('link', { name: home.hero.secondary.label })).toHaveAttribute('href', home.hero.secondary.href);
  });

  test('shows every benefit card with its title and description, in the file’s order', async ({ page }) => {
    const grid = page.getByRole('region', { name: benefits.heading });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(benefits.items.map((benefit) => benefit.title));
    for (const benefit of benefits.items) await expect(grid.getByText(benefit.description)).toBeVisible();
  });

  test('introduces the teacher with a link to the About page', async ({ page }) => {
    const block = page.getByRole('region', { name: home.teacher.heading });
    await expect(block.getByRole('link', { name: home.teacher.linkLabel })).toHaveAttribute('href', '/about/');
    // The short facts before the button, as the owner wrote them (placeholders filled from her facts): two or
    // more as a list, one as a line of its own.
    const { facts } = home.teacher;
    if (facts.length > 1) await expect(block.getByRole('listitem')).toHaveText(facts);
    else await expect(block.getByRole('listitem')).toHaveCount(0);
    for (const fact of facts) await expect(block.getByText(fact, { exact: true })).toBeVisible();
  });

  test('shows its own picture beside the teacher, never the About page’s', async ({ page }) => {
    const block = page.getByRole('region', { name: home.teacher.heading });
    await expect(block.getByRole('img', { name: home.teacher.image.alt })).toHaveAttribute('src', home.teacher.image.src);
    const aboutPicture = about.story.photo ?? about.story.drawing;
    expect(home.teacher.image.src).not.toBe(aboutPicture.src);
    await expect(page.locator(`img[src="${aboutPicture.src}"]`)).toHaveCount(0);
  });

  test('shows the chosen service cards, each with its price and a link to its card on Sessions', async ({ page }) => {
    const services = page.getByRole('region', { name: home.services.heading });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(home.services.items.map((id) => byId.get(id)!.title));
    for (const id of home.services.items) {
      const service = byId.get(id)!;
      const card = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.title }) });
      await expect(card).toContainText('price' in service ? formatPrice(service.price) : ui.facts.onQuote);
      await expect(card).toContainText(formatPeople(service.groupSize));
      await expect(card.getByRole('link')).toHaveAttribute('href', `/sessions/#${id}`);
    }
  });

  test('shows each testimonial with its stars said to assistive technology', async ({ page }) => {
    const section = page.getByRole('region', { name: testimonials.heading });
    for (const testimonial of testimonials.items) {
      const card = section.getByRole('listitem').filter({ hasText: testimonial.name });
      await expect(card).toContainText(testimonial.quote);
      await expect(card).toContainText(testimonial.descriptor);
      await expect(card.getByRole('img', { name: fillPlaceholders(ui.facts.rating, { rating: testimonial.rating }) })).toBeVisible();
    }
  });

  test('opens the Google reviews in a new tab, marked as external', async ({ page }) => {
    const link = page.getByRole('link', { name: new RegExp(testimonials.reviewsLabel) });
    await expect(link).toHaveAttribute('href', reviewsUrl(site));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`${testimonials.reviewsLabel} ${ui.newTab}`);
  });

  test('closes with a call to action', async ({ page }) => {
    const cta = page.getByRole('region', { name: home.closing.heading });
    await expect(cta.getByRole('link', { name: home.closing.primary.label })).toHaveAttribute('href', home.closing.primary.href);
  });
});

test.describe('About', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about/');
  });

  test('tells the teacher’s story and the philosophy', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.intro.heading);
    const story = page.getByRole('region', { name: about.story.heading });
    await expect(story).toContainText(String(site.teacher.qualifiedYear));
    // Her training is named once she has confirmed it (under Training and cover).
    if (site.teacher.training.confirmed) await expect(story).toContainText(site.teacher.training.text);
    // Her short facts beside the story, under their heading.
    if (about.story.facts.length) await expect(story.getByRole('heading', { name: about.story.factsHeading })).toBeVisible();
    for (const fact of about.story.facts) await expect(story.getByText(fact, { exact: true })).toBeVisible();
    const section = page.getByRole('region', { name: about.philosophy.heading });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(about.philosophy.points.map((point) => point.title));
  });

  test('opens with the teacher’s photo beside the headline, or until there is one the drawing', async ({ page }) => {
    const picture = about.story.photo ?? about.story.drawing;
    const opening = page.locator('main > section').first();
    await expect(opening.getByRole('heading', { level: 1 })).toHaveText(about.intro.heading);
    await expect(opening.getByRole('img', { name: picture.alt })).toHaveAttribute('src', picture.src);
    await expect(page.getByRole('img', { name: picture.alt })).toHaveCount(1);
  });

  test('shows the studio with its description', async ({ page }) => {
    const image = page.getByRole('img', { name: about.studio.image.alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(about.studio.caption)).toBeVisible();
  });

  test('lists every question; one open at a time, and the open one collapses', async ({ page }) => {
    const section = page.getByRole('region', { name: faq.heading });
    if (faq.text) await expect(section).toContainText(faq.text);
    await expect(section.locator('summary')).toHaveText(faq.items.map((item) => item.question));
    await expect(section.locator('details[open]')).toHaveCount(0);

    const [first, second] = faq.items;
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeVisible();
    await section.getByText(second.question).click();
    await expect(section.getByText(second.answer)).toBeVisible();
    await expect(section.getByText(first.answer)).toBeHidden();
    await expect(section.locator('details[open]')).toHaveCount(1);
    await section.getByText(second.question).click();
    await expect(section.locator('details[open]')).toHaveCount(0);
  });

  test('ends with a call to action', async ({ page }) => {
    await expect(page.getByRole('region', { name: about.closing.heading }).getByRole('link')).toHaveAttribute('href', about.closing.primary.href);
  });
});

test.describe('Sessions', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sessions/');
  });

  test('shows each pricing card with its price, length, group size, features and a booking button', async ({ page }) => {
    await expect(page.getByRole('region', { name: sessions.private.heading }).getByRole('heading', { level: 3 })).toHaveText(sessions.offers.map((offer) => offer.title));
    for (const offer of sessions.offers) {
      const card = page.getByRole('article', { name: offer.title });
      await expect(card).toHaveAttribute('id', offer.id);
      await expect(card.getByRole('button', { name: formatPrice(offer.price) })).toBeVisible();
      if (offer.priceNote) await expect(card).toContainText(offer.priceNote);
      if (offer.priceBreakdown) await expect(card).toContainText(offer.priceBreakdown.text);
      await expect(card).toContainText(formatMinutes(offer.duration));
      await expect(card).toContainText(formatPeople(offer.groupSize));
      await expect(card).toContainText(offer.description);
      for (const feature of offer.features) await expect(card).toContainText(feature);
      const book = card.getByRole('link', { name: sessions.private.bookLabel });
      await expect(book).toHaveAttribute('href', '/contact/');
      await expect(book).toHaveAccessibleName(new RegExp(escapeRegExp(offer.title)));
      await expect(card.getByRole('button', { name: new RegExp(sessions.private.popularLabel) })).toHaveCount(offer.popular ? 1 : 0);
    }
  });

  test('shows each group experience with its picture, details and a quote button', async ({ page }) => {
    for (const experience of sessions.experiences) {
      const card = page.getByRole('article', { name: experience.title });
      await expect(card).toHaveAttribute('id', experience.id);
      await expect(card.getByRole('img', { name: experience.image.alt })).toBeVisible();
      await expect(card).toContainText(ui.facts.onQuote);
      await expect(card).toContainText(experience.pricingNote);
      await expect(card).toContainText(formatPeople(experience.groupSize));
      await expect(card).toContainText(formatMinutes(experience.duration));
      await expect(card).toContainText(experience.description);
      const quote = card.getByRole('link', { name: sessions.groups.quoteLabel });
      await expect(quote).toHaveAttribute('href', '/contact/');
      await expect(quote).toHaveAccessibleName(new RegExp(escapeRegExp(experience.title)));
    }
  });

  test('closes with links to Contact and About', async ({ page }) => {
    const cta = page.getByRole('region', { name: sessions.closing.heading });
    await expect(cta.getByRole('link', { name: sessions.closing.primary.label })).toHaveAttribute('href', sessions.closing.primary.href);
    await expect(cta.getByRole('link', { name: sessions.closing.secondary.label })).toHaveAttribute('href', sessions.closing.secondary.href);
  });
});

test.describe('Contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact/');
  });

  test('loads the enquiry form with its title on the visitor’s press (with JavaScript), and offers the e-mail beside it', async ({ page, jsDisabled }) => {
    const enquiry = page.getByRole('article', { name: contact.form.heading });
    for (const link of await enquiry.getByRole('link', { name: contact.form.emailLabel }).all()) await expect(link).toHaveAttribute('href', `mailto:${site.email}`);
    if (jsDisabled) {
      // No form without scripts: its place says so and offers the e-mail as a button.
      await expect(enquiry.getByText(contact.form.waitingText)).toBeVisible();
      await expect(enquiry.getByRole('link', { name: contact.form.emailLabel })).toHaveCount(1);
      await expect(enquiry.locator('iframe')).toHaveCount(0);
    } else {
      // With scripts, the form's place offers to load it, the e-mail beside the button; only the press loads it.
      await expect(enquiry.getByText(contact.form.consentNote)).toBeVisible();
      await expect(enquiry.getByRole('link', { name: contact.form.emailLabel })).toHaveCount(1);
      await expect(enquiry.getByText(contact.form.waitingText)).toHaveCount(0);
      await expect(enquiry.locator('iframe')).toHaveCount(0);
      await loadEnquiryForm(page);
      await expect(page.locator(`iframe[src="${formUrl(site)}"]`)).toHaveAttribute('title', contact.form.frameTitle);
    }
  });

  test('shows the e-mail, the location, every row of the opening hours and the reply time', async ({ page }) => {
    const panel = page.getByRole('article', { name: contact.details.heading });
    await expect(panel.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    for (const line of addressLines(site)) await expect(panel.locator('address')).toContainText(line);
    const rows = panel.locator('dl > div');
    await expect(rows.locator('dt')).toHaveText(content.openingHours.hours.map((row) => formatDays(row.days)));
    await expect(rows.locator('dd')).toHaveText(content.openingHours.hours.map((row) => formatHours(row, ui.facts.closed)));
    await expect(panel).toContainText(contact.details.replyNote);
  });

  test('explains the first session step by step, in the file’s order', async ({ page }) => {
    const section = page.getByRole('region', { name: contact.firstSession.heading });
    const steps = section.locator('ol > li');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(contact.firstSession.steps.map((step) => step.title));
    await expect(steps.locator('p')).toHaveText(contact.firstSession.steps.map((step) => step.text));
  });

  test('says in the enquiry card what the form will ask, before it opens', async ({ page }) => {
    const enquiry = page.getByRole('article', { name: contact.form.heading });
    await expect(enquiry.getByRole('list').getByRole('listitem')).toHaveText(contact.form.prompts);
  });

  test('asks for no health details in the enquiry card, with a link to the privacy policy', async ({ page }) => {
    const enquiry = page.getByRole('article', { name: contact.form.heading });
    await expect(enquiry.getByText(contact.form.privacyNote.text)).toBeVisible();
    await expect(enquiry.getByRole('link', { name: contact.form.privacyNote.linkLabel })).toHaveAttribute('href', '/privacy-policy/');
  });

  test('says how to reach the room, or whom to ask', async ({ page }) => {
    const access = page.getByRole('article', { name: contact.access.heading });
    const given = [site.access.stairs, site.access.stepFree, site.access.parking, site.access.toilets].filter(Boolean) as string[];
    for (const sentence of given) await expect(access).toContainText(sentence);
    await expect(access).toContainText(given.length ? contact.access.moreText : contact.access.askText);
    const ask = access.getByRole('link', { name: contact.access.emailLabel });
    await expect(ask).toHaveAttribute('href', `mailto:${site.email}?subject=${encodeURIComponent(contact.access.emailSubject)}`);
  });

  test('always shows the address and a link to Google Maps', async ({ page }) => {
    // The address is in the details beside the map, said once on the page's cards.
    for (const line of addressLines(site)) await expect(page.getByRole('article', { name: contact.details.heading }).locator('address')).toContainText(line);
    const map = page.getByRole('article', { name: contact.map.heading });
    await expect(map).toContainText(contact.map.consentHeading);
    const link = map.getByRole('link', { name: new RegExp(contact.map.openLabel) });
    await expect(link).toHaveAttribute('href', mapsLinkUrl(site));
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('Legal pages', () => {
  for (const [route, document] of [
    ['/privacy-policy/', content.legal.privacyPolicy],
    ['/terms/', content.legal.terms],
  ] as const) {
    test(`${route} shows every section of its document, numbered, a last-updated date and the date the version took effect`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      const sections = page.getByRole('main').locator('li > section[aria-labelledby]');
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(document.sections.map((section, index) => `${index + 1}.${section.heading}`));
      // After the numbered sections, the earlier versions (every version listed but this one), if any.
      await expect(page.getByRole('region', { name: ui.legal.changes }).locator('li time')).toHaveCount(document.changes.length - 1);
      await expect(page.getByText(new RegExp(`${ui.legal.lastUpdated} \\d{1,2} [A-Z][a-z]+ \\d{4}`))).toBeVisible();
      await expect(page.getByText(ui.legal.effective).locator('time')).toHaveAttribute('datetime', document.effective);
    });
  }
});
