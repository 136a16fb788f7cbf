import Link from 'next/link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AccessFacts } from '@/components/sections/access-facts';
import { ContactPanel, StudioLocation } from '@/components/sections/contact-panel';
import { EnquiryForm } from '@/components/sections/enquiry-form';
import { FirstSessionSteps } from '@/components/sections/first-session-steps';
import { PageIntro } from '@/components/sections/page-intro';
import { Container } from '@/components/ui/container';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/contact/');

export default function ContactPage() {
  const { contact, site, openingHours, interface: ui } = getContent();
  return (
    <>
      <PageIntro eyebrow={contact.intro.eyebrow} title={contact.intro.heading}>
        <p>{contact.intro.text}</p>
      </PageIntro>
      {/* The form on seven of twelve columns beside the details on five; then the map beside the way in. */}
      <Container className="grid grid-cols-1 gap-6 pt-section lg:grid-cols-12 lg:gap-8 print:pt-4">
        <div className="lg:col-span-7 print:hidden">
          <EnquiryForm copy={contact.form} site={site} />
          <p className="mt-4 max-w-[38rem] text-sm text-ink-muted text-pretty">
            {contact.form.privacyNote.text}{' '}
            <Link prefetch={false} href="/privacy-policy/" className="font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
              {contact.form.privacyNote.linkLabel}
            </Link>
          </p>
        </div>
        <div className="grid lg:col-span-5">
          <ContactPanel copy={contact} site={site} openingHours={openingHours} labels={ui} />
        </div>
        {/* On paper the map cannot open and the address is in the details: the map's card is left out. */}
        <div className="grid lg:col-span-7 print:hidden">
          <StudioLocation copy={contact} site={site} labels={ui} />
        </div>
        {/* Its own height: until the owner writes the way in, it is a short card, never a stretched empty one. */}
        <div className="lg:col-span-5 lg:self-start">
          <AccessFacts copy={contact.access} site={site} />
        </div>
      </Container>
      <FirstSessionSteps firstSession={contact.firstSession} />
    </>
  );
}
