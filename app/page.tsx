import { pageMetadata } from '@/components/page-metadata';
import { BenefitsGrid } from '@/components/sections/benefits-grid';
import { CallToAction } from '@/components/sections/call-to-action';
import { Hero } from '@/components/sections/hero';
import { ServiceCards } from '@/components/sections/service-cards';
import { TeacherIntro } from '@/components/sections/teacher-intro';
import { jsonLdScript, studioJsonLd } from '@/components/structured-data';
import { Testimonials } from '@/components/sections/testimonials';
import { benefits } from '@/content/benefits';
import { closingCallToAction } from '@/content/home';
import { groupExperiences, sessionOffers } from '@/content/sessions';
import { studio } from '@/content/site';
import { testimonials } from '@/content/testimonials';

export const metadata = pageMetadata('/');

const [henParty] = groupExperiences;
const services = [...sessionOffers, { ...henParty, price: henParty.pricing }];

export default function HomePage() {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(studioJsonLd()) }} />
      <Hero />
      <BenefitsGrid benefits={benefits} />
      <TeacherIntro />
      <ServiceCards services={services} />
      <Testimonials testimonials={testimonials} reviewsUrl={studio.googleReviewsUrl} />
      <CallToAction {...closingCallToAction} primary={{ label: 'Book Your Session', href: '/contact/' }} />
    </>
  );
}
