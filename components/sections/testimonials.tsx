import { StarIcon } from '@/components/icons';
import { ExternalButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { fillPlaceholders } from '@/lib/content/placeholders';
import type { Testimonials as TestimonialsContent } from '@/lib/content/schema/testimonials';

const maxRating = 5;

type TestimonialsProps = { testimonials: TestimonialsContent; reviewsUrl: string; ratingLabel: string; newTabLabel: string };

/**
 * Quotes set as quotes, not cards: the serif's italic at its regular weight under a hairline, quieter than
 * the heading above them; one column at a reading measure, and three side by side from `lg`.
 */
export function Testimonials({ testimonials, reviewsUrl, ratingLabel, newTabLabel }: TestimonialsProps) {
  // The studio's Google rating, only as the owner copied it from Google: nothing shows until she does.
  const { googleRating } = testimonials;
  const ratingSummary = googleRating && fillPlaceholders(testimonials.ratingSummary, googleRating);
  return (
    <Section tone="muted" aria-labelledby="testimonials-heading">
      {/* The reviews link follows the quotes, so nobody is sent away before reading them; from 640 px it
          sits beside the heading. On paper a plain block, so the heading keeps with the quotes across a sheet's end. */}
      <div className="grid gap-x-6 gap-y-10 sm:grid-cols-[1fr_auto] sm:items-end sm:gap-y-12 print:block">
        <SectionHeading id="testimonials-heading" eyebrow={testimonials.eyebrow} title={testimonials.heading} align="left" />
        {/* One column on a phone: its rules run the section's width, the words a reading measure, each quote followed
            by who said it. From 768 px the first across the row and the next two side by side under it; from 1024 px
            three side by side. */}
        <ul className="grid gap-x-8 gap-y-12 sm:col-span-2 sm:row-start-2 md:grid-cols-2 md:[&>li:first-child]:col-span-2 lg:grid-cols-3 lg:[&>li:first-child]:col-span-1 print:mt-6 print:grid-cols-3 print:gap-x-6 print:[&>li:first-child]:col-span-1">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col border-t border-brand/40 pt-6 print:pt-3">
                <p className="flex gap-0.5 text-brand" role="img" aria-label={fillPlaceholders(ratingLabel, { rating: testimonial.rating })}>
                  {Array.from({ length: maxRating }, (_, star) => (
                    <StarIcon key={star} className={star < testimonial.rating ? 'size-4' : 'size-4 opacity-25'} />
                  ))}
                </p>
                <blockquote className="mt-4 max-w-[34em] flex-1 font-quote text-lg leading-relaxed text-ink/85 text-pretty italic print:mt-2 print:text-base print:leading-normal">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 print:mt-3">
                  <span className="block font-medium text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-ink-muted">{testimonial.descriptor}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-start-2 sm:row-start-1">
          {ratingSummary ? <p className="font-semibold text-ink">{ratingSummary}</p> : null}
          <ExternalButtonLink href={reviewsUrl} newTabLabel={newTabLabel}>
            {testimonials.reviewsLabel}
          </ExternalButtonLink>
        </div>
      </div>
    </Section>
  );
}
