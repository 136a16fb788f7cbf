import Link from 'next/link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AccessFacts } from '@/components/sections/access-facts';
import { ContactPanel } from '@/components/sections/contact-panel';
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
      <Container className="grid grid-cols-1 gap-6 pb-20 pt-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <EnquiryForm copy={contact.form} site={site} />
          <p className="mt-4 px-2 text-sm text-ink-muted text-pretty">
            {contact.form.privacyNote.text}{' '}
            <Link prefetch={false} href="/privacy-policy/" className="font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
              {contact.form.privacyNote.linkLabel}
            </Link>
          </p>
        </div>
        {/* Printed, the contact facts come first: the form cannot be filled in on paper. */}
        <div className="space-y-6 print:order-first">
          <ContactPanel copy={contact} site={site} openingHours={openingHours} labels={ui} />
          <AccessFacts copy={contact.access} site={site} />
        </div>
      </Container>
      <FirstSessionSteps firstSession={contact.firstSession} />
    </>
  );
}
