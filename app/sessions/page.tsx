import { pageMetadata } from '@/lib/seo/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { GroupExperiences } from '@/components/sections/group-experiences';
import { PageIntro } from '@/components/sections/page-intro';
import { PricingCards } from '@/components/sections/pricing-cards';
import { formatSessionPrice } from '@/lib/content/format';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/sessions/');

export default function SessionsPage() {
  const { sessions, interface: ui } = getContent();
  const options = [...sessions.offers, ...sessions.experiences].map((item) => ({ id: item.id, title: item.title, price: formatSessionPrice(item, ui.facts.onQuote), priced: 'price' in item && Boolean(item.price) }));
  return (
    <>
      <PageIntro
        eyebrow={sessions.intro.eyebrow}
        title={sessions.intro.heading}
        aside={
          // What each option costs, in the first screen at every width; each links to its card.
          <ul className="divide-y divide-line border-y border-line">
            {options.map((option) => (
              <li key={option.id}>
                <a
                  href={`#${option.id}`}
                  className="flex min-h-12 items-baseline justify-between gap-4 py-3 text-base text-ink hover:text-brand-strong hover:underline hover:underline-offset-4"
                >
                  {option.title}
                  {/* A figure large; "On quote" in the body face, so the unpriced offers are not the loudest. */}
                  <strong className={option.priced ? 'font-display text-2xl whitespace-nowrap text-brand-strong' : 'font-semibold whitespace-nowrap text-brand-strong'}>{option.price}</strong>
                </a>
              </li>
            ))}
          </ul>
        }
      >
        <p>{sessions.intro.text}</p>
      </PageIntro>
      <PricingCards copy={sessions.private} offers={sessions.offers} labels={ui.facts} delays={ui.tooltip} />
      <GroupExperiences copy={sessions.groups} experiences={sessions.experiences} labels={ui.facts} />
      <CallToAction {...sessions.closing} />
    </>
  );
}
