import { pageMetadata } from '@/components/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { GroupExperiences } from '@/components/sections/group-experiences';
import { PageIntro } from '@/components/sections/page-intro';
import { PricingCards } from '@/components/sections/pricing-cards';
import { getContent } from '@/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/sessions/');

export default function SessionsPage() {
  const { sessions, interface: ui } = getContent();
  return (
    <>
      <PageIntro eyebrow={sessions.intro.eyebrow} title={sessions.intro.heading}>
        <p>{sessions.intro.text}</p>
      </PageIntro>
      <PricingCards copy={sessions.private} offers={sessions.offers} labels={ui.facts} delays={ui.tooltip} />
      <GroupExperiences copy={sessions.groups} experiences={sessions.experiences} labels={ui.facts} />
      <CallToAction {...sessions.closing} />
    </>
  );
}
