import { pageMetadata } from '@/components/page-metadata';
import { CallToAction } from '@/components/sections/call-to-action';
import { GroupExperiences } from '@/components/sections/group-experiences';
import { PageIntro } from '@/components/sections/page-intro';
import { PricingCards } from '@/components/sections/pricing-cards';
import { groupExperiences, popularNote, sessionOffers, sessionsIntro } from '@/content/sessions';

export const metadata = pageMetadata('/sessions/');

export default function SessionsPage() {
  return (
    <>
      <PageIntro eyebrow="Sessions & pricing" title={sessionsIntro.heading}>
        <p>{sessionsIntro.text}</p>
      </PageIntro>
      <PricingCards offers={sessionOffers} popularNote={popularNote} />
      <GroupExperiences experiences={groupExperiences} />
      <CallToAction
        {...sessionsIntro.callToAction}
        primary={{ label: 'Get in touch', href: '/contact/' }}
        secondary={{ label: 'Meet your teacher', href: '/about/' }}
      />
    </>
  );
}
