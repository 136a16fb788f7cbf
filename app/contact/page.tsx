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
      {/* Two columns from `lg`, each its own height: the form, then the map, on seven of twelve; the
          details, then the way in, on five. No card is stretched to match another. */}
      <Container className="grid grid-cols-1 gap-6 pt-section lg:grid-cols-12 lg:items-start lg:gap-8 print:pt-4">
        <div className="grid gap-6 lg:col-span-7 print:hidden">
          <div>
            <EnquiryForm copy={contact.form} site={site} />
            <p className="mt-4 max-w-[38rem] text-sm text-ink-muted text-pretty">
              {contact.form.privacyNote.text}{' '}
              <Link prefetch={false} href="/privacy-policy/" className="font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
                {contact.form.privacyNote.linkLabel}
              </Link>
            </p>
          </div>
          {/* On paper the map cannot open and the address is in the details: the map's card is left out. */}
          <StudioLocation copy={contact} site={site} labels={ui} />
        </div>
        <div className="grid gap-6 lg:col-span-5">
          <ContactPanel copy={contact} site={site} openingHours={openingHours} labels={ui} />
          {/* Until the owner writes the way in, it is a short card, never a stretched empty one. */}
          <AccessFacts copy={contact.access} site={site} />
        </div>
      </Container>
      <FirstSessionSteps firstSession={contact.firstSession} />
    </>
  );
}
