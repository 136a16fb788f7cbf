import { pageMetadata } from '@/lib/seo/page-metadata';
import { BenefitsGrid } from '@/components/sections/benefits-grid';
import { Credentials } from '@/components/sections/credentials';
import { CallToAction } from '@/components/sections/call-to-action';
import { Hero } from '@/components/sections/hero';
import { ServiceCards, type ServiceCard } from '@/components/sections/service-cards';
import { TeacherIntro } from '@/components/sections/teacher-intro';
import { Testimonials } from '@/components/sections/testimonials';
import { jsonLdScript, studioJsonLd } from '@/lib/seo/structured-data';
import { reviewsUrl } from '@/lib/content/format';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/');

export default function HomePage() {
  const content = getContent();
  const { home, sessions, interface: ui } = content;
  // The cards follow the Sessions page's order, whatever order home.yaml lists them in.
  const sessionsOrder: ServiceCard[] = [...sessions.offers, ...sessions.experiences];
  const services = sessionsOrder.filter((item) => home.services.items.includes(item.id));
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(studioJsonLd(content)) }} />
      <Hero hero={home.hero} />
      <BenefitsGrid benefits={content.benefits} />
      <TeacherIntro intro={home.teacher}>
        <Credentials labels={content.about.credentials} teacher={content.site.teacher} className="mt-10" />
      </TeacherIntro>
      <ServiceCards intro={home.services} services={services} labels={ui.facts} />
      <Testimonials testimonials={content.testimonials} reviewsUrl={reviewsUrl(content.site)} ratingLabel={ui.facts.rating} newTabLabel={ui.newTab} />
      <CallToAction heading={home.closing.heading} text={home.closing.text} primary={home.closing.primary} />
    </>
  );
}
