import type { Metadata } from 'next';
import { BookingKitPage, KitDocument } from '@/components/sections/booking-kit';
import { getContent } from '@/lib/content/load';

// For the owner, not for visitors: never in search results (robots.txt disallows /admin/ too).
export const generateMetadata = (): Metadata => ({ title: getContent().bookingKit.questionnaire.title, robots: { index: false, follow: false } });

const blank = 'mt-1 block h-8 border-b border-ink-muted';

/** The health questionnaire the privacy policy promises, to print or copy, with its explicit-consent wording. */
export default function HealthQuestionnairePage() {
  const { bookingKit, site } = getContent();
  const copy = bookingKit.questionnaire;
  return (
    <BookingKitPage title={copy.title} intro={copy.intro}>
      <KitDocument id="questionnaire" heading={`${copy.title}: ${site.name}`}>
        <h3 className="font-semibold">{copy.aboutHeading}</h3>
        <ul className="space-y-3">
          {copy.aboutFields.map((label) => (
            <li key={label}>
              {label}
              <span aria-hidden="true" className={blank} />
            </li>
          ))}
        </ul>
        <h3 className="font-semibold">{copy.questionsHeading}</h3>
        <p>{copy.questionsIntro}</p>
        <ol className="list-decimal space-y-3 pl-6">
          {copy.questions.map((question) => (
            <li key={question}>
              {question}
              <span aria-hidden="true" className={blank} />
            </li>
          ))}
        </ol>
        <h3 className="font-semibold">{copy.consentHeading}</h3>
        <p>{copy.consent}</p>
        <p>
          {copy.signatureLabel}
          <span aria-hidden="true" className={blank} />
        </p>
        {site.minimumAge.years < 18 ? (
          <p>
            {copy.guardianLabel}
            <span aria-hidden="true" className={blank} />
          </p>
        ) : null}
        <h3 className="font-semibold">{copy.useHeading}</h3>
        <ul className="list-disc space-y-2 pl-6">
          {copy.use.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </KitDocument>
    </BookingKitPage>
  );
}
