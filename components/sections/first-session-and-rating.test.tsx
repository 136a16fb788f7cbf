/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content/load';
import { standInImages } from '@/lib/testing/stand-in-images';
import { FirstSessionSteps } from './first-session-steps';
import { TeacherPortrait } from './teacher-story';
import { Testimonials } from './testimonials';

const content = loadContent();
const { contact, testimonials, about, interface: ui } = content;

describe('FirstSessionSteps', () => {
  it('lists every step as an ordered list, in the file’s order, each with its text', () => {
    render(<FirstSessionSteps firstSession={contact.firstSession} />);
    const section = screen.getByRole('region', { name: contact.firstSession.heading });
    const steps = within(section).getAllByRole('listitem');
    expect(steps[0].parentElement?.tagName).toBe('OL');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(contact.firstSession.steps.map((step) => step.title));
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(contact.firstSession.steps.map((step) => step.text));
  });

  it('follows a reordered list', () => {
    const reversed = { ...contact.firstSession, steps: [...contact.firstSession.steps].reverse() };
    render(<FirstSessionSteps firstSession={reversed} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(reversed.steps.map((step) => step.title));
  });
});

describe('Testimonials: the Google rating', () => {
  const props = { reviewsUrl: 'https://example.org/reviews', ratingLabel: ui.facts.rating, newTabLabel: ui.newTab };
  const [before] = testimonials.ratingSummary.split('{');

  it('shows nothing of a rating while the owner has not given one', () => {
    render(<Testimonials testimonials={{ ...testimonials, googleRating: undefined }} {...props} />);
    expect(screen.queryByText(before.trim(), { exact: false })).not.toBeInTheDocument();
  });

  it('shows the rating and the number of reviews, as given, beside the reviews button', () => {
    render(<Testimonials testimonials={{ ...testimonials, googleRating: { rating: 4.7, count: 13 } }} {...props} />);
    const expected = testimonials.ratingSummary.replace('{rating}', '4.7').replace('{count}', '13');
    const summary = screen.getByText(expected);
    const reviews = screen.getByRole('link', { name: new RegExp(testimonials.reviewsLabel) });
    expect(summary.parentElement).toContainElement(reviews);
  });
});

describe('TeacherPortrait', () => {
  standInImages([about.story.drawing.src, '/images/teacher-photo.svg']);

  it('shows the drawing while there is no photo', () => {
    render(<TeacherPortrait story={{ ...about.story, photo: undefined }} />);
    expect(screen.getByRole('img', { name: about.story.drawing.alt })).toHaveAttribute('src', about.story.drawing.src);
  });

  it('shows the photo, and not the drawing, once there is one', () => {
    const photo = { src: '/images/teacher-photo.svg', alt: 'A photo of the teacher' };
    render(<TeacherPortrait story={{ ...about.story, photo }} />);
    expect(screen.getByRole('img', { name: photo.alt })).toHaveAttribute('src', photo.src);
    expect(screen.queryByRole('img', { name: about.story.drawing.alt })).not.toBeInTheDocument();
  });
});
