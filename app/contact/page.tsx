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
      {/* Words only, so the first screen reaches the enquiry panel at every width; the way in is drawn under
          "Finding the room". */}
      <PageIntro eyebrow={contact.intro.eyebrow} title={contact.intro.heading}>
        <p>{contact.intro.text}</p>
      </PageIntro>
      {/* From `lg` two rows: the form's panel (seven of twelve columns) beside the details (five), then the
          map beside the way in. Only what loads from elsewhere sits in a panel; the rest is open text, its
          heading level with the panel's. */}
      <Container className="grid grid-cols-1 gap-x-12 gap-y-14 pt-section lg:grid-cols-12 lg:gap-y-20 print:grid-cols-2 print:gap-x-8 print:pt-4">
        <EnquiryForm copy={contact.form} site={site} className="lg:col-span-7 lg:self-start print:hidden">
          {contact.form.privacyNote.text}{' '}
          <a href="/privacy-policy/" className="font-semibold whitespace-nowrap text-brand-strong underline underline-offset-4 hover:text-ink">
            {contact.form.privacyNote.linkLabel}
          </a>
        </EnquiryForm>
        <ContactPanel copy={contact} site={site} openingHours={openingHours} labels={ui} className="lg:col-span-5 lg:pt-8" />
        {/* On paper the map cannot open and the address is in the details: the map is left out. */}
        <StudioLocation copy={contact} site={site} labels={ui} className="lg:col-span-7 print:hidden" />
        <AccessFacts copy={contact.access} site={site} className="lg:col-span-5" />
      </Container>
      <FirstSessionSteps firstSession={contact.firstSession} />
    </>
  );
}
