import { pageMetadata } from '@/components/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { GroupExperiences } from '@/components/sections/group-experiences';
import { PageIntro } from '@/components/sections/page-intro';
import { PricingCards } from '@/components/sections/pricing-cards';
import { formatPrice } from '@/content/format';
import { getContent } from '@/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/sessions/');

export default function SessionsPage() {
  const { sessions, interface: ui } = getContent();
  return (
    <>
      <PageIntro eyebrow={sessions.intro.eyebrow} title={sessions.intro.heading}>
        <p>{sessions.intro.text}</p>
        {/* What each option costs, in the first screen at every width; each links to its card. */}
        <ul className="mt-6 flex flex-wrap gap-2">
          {[
            ...sessions.offers.map((offer) => ({ id: offer.id, title: offer.title, price: formatPrice(offer.price) })),
            ...sessions.experiences.map((experience) => ({ id: experience.id, title: experience.title, price: ui.facts.onQuote })),
          ].map((option) => (
            <li key={option.id}>
              <a
                href={`#${option.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-base text-ink hover:border-brand"
              >
                {option.title}
                <strong className="font-semibold whitespace-nowrap text-brand-strong">{option.price}</strong>
              </a>
            </li>
          ))}
        </ul>
      </PageIntro>
      <PricingCards copy={sessions.private} offers={sessions.offers} labels={ui.facts} delays={ui.tooltip} />
      <GroupExperiences copy={sessions.groups} experiences={sessions.experiences} labels={ui.facts} />
      <CallToAction {...sessions.closing} />
    </>
  );
}
