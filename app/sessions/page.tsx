import { pageMetadata } from '@/lib/seo/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { GroupExperiences } from '@/components/sections/group-experiences';
import { PageIntro } from '@/components/sections/page-intro';
import { PricingCards } from '@/components/sections/pricing-cards';
import { PriceFigure } from '@/components/ui/price-figure';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/sessions/');

export default function SessionsPage() {
  const { sessions, interface: ui } = getContent();
  const options = [...sessions.offers, ...sessions.experiences];
  return (
    <>
      <PageIntro
        eyebrow={sessions.intro.eyebrow}
        title={sessions.intro.heading}
        aside={
          // What each option costs, in the first screen at every width; each links to its card (its name underlined,
          // as links are). On paper the cards that follow say the same, so it is left out.
          <ul className="divide-y divide-line border-y border-line print:hidden">
            {options.map((option) => (
              <li key={option.id}>
                <a
                  href={`#${option.id}`}
                  className="group flex min-h-12 items-baseline justify-between gap-4 py-3 text-base text-ink"
                >
                  <span className="font-medium text-brand-strong underline decoration-brand/35 underline-offset-4 group-hover:decoration-brand">{option.title}</span>
                  <PriceFigure session={option} onQuote={ui.facts.onQuote} size="line" />
                </a>
              </li>
            ))}
          </ul>
        }
      >
        <p>{sessions.intro.text}</p>
      </PageIntro>
      <PricingCards copy={sessions.private} offers={sessions.offers} delays={ui.tooltip} />
      <GroupExperiences copy={sessions.groups} experiences={sessions.experiences} labels={ui.facts} />
      <CallToAction {...sessions.closing} />
    </>
  );
}
