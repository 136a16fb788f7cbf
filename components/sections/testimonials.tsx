import { StarIcon } from '@/components/icons';
import { ExternalButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Testimonials as TestimonialsContent } from '@/content/schema/testimonials';

const maxRating = 5;

type TestimonialsProps = { testimonials: TestimonialsContent; reviewsUrl: string; ratingLabel: string; newTabLabel: string };

export function Testimonials({ testimonials, reviewsUrl, ratingLabel, newTabLabel }: TestimonialsProps) {
  return (
    <Section tone="brand" aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={testimonials.eyebrow} title={testimonials.heading} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.items.map((testimonial) => (
          <li key={testimonial.id}>
            <Card className="flex h-full flex-col p-6 sm:p-7">
              <p className="flex gap-0.5 text-accent-strong" role="img" aria-label={ratingLabel.replace('{rating}', String(testimonial.rating))}>
                {Array.from({ length: maxRating }, (_, index) => (
                  <StarIcon key={index} className={index < testimonial.rating ? 'size-5' : 'size-5 opacity-25'} />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-lg text-ink text-pretty">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <p className="mt-6 border-t border-line pt-4">
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="block text-sm text-ink-muted">{testimonial.descriptor}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ExternalButtonLink href={reviewsUrl} newTabLabel={newTabLabel}>
          {testimonials.reviewsLabel}
        </ExternalButtonLink>
      </div>
    </Section>
  );
}
