import type { Metadata } from 'next';
import { BookingKitPage, KitDetails, KitDocument, Lines } from '@/components/sections/booking-kit';
import { formatMinutes, formatPeople, formatPrice } from '@/lib/content/format';
import { getContent } from '@/lib/content/load';
import { fillPlaceholders } from '@/lib/content/placeholders';

// For the owner, not for visitors: never in search results (robots.txt disallows /admin/ too).
export const generateMetadata = (): Metadata => ({ title: getContent().bookingKit.confirmation.title, robots: { index: false, follow: false } });

/** A ready confirmation e-mail per session type, built from content/, for the owner to copy and complete. */
export default function BookingConfirmationPage() {
  const { bookingKit, sessions } = getContent();
  const copy = bookingKit.confirmation;
  const items = [
    ...sessions.offers.map((offer) => ({ ...offer, place: copy.place, price: formatPrice(offer.price) })),
    ...sessions.experiences.map((experience) => ({ ...experience, place: copy.placeElsewhere, price: copy.quotedPrice })),
  ];
  return (
    <BookingKitPage title={copy.title} intro={copy.intro}>
      {items.map((item) => (
        <KitDocument key={item.id} id={`confirmation-${item.id}`} heading={item.title}>
          <p className="font-semibold">{fillPlaceholders(copy.subject, { title: item.title })}</p>
          <p>{copy.greeting}</p>
          <p>{copy.opening}</p>
          <h3 className="font-semibold">{copy.detailsHeading}</h3>
          <KitDetails
            rows={[
              [copy.labels.session, item.title],
              [copy.labels.when, copy.whenBlank],
              [copy.labels.place, item.place],
              [copy.labels.length, formatMinutes(item.duration)],
              [copy.labels.people, formatPeople(item.groupSize)],
              [copy.labels.price, item.price],
            ]}
          />
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Lines text={copy.signOff} />
          <h3 className="font-semibold">{copy.formHeading}</h3>
          <p>{copy.formIntro}</p>
          {copy.formLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </KitDocument>
      ))}
    </BookingKitPage>
  );
}
