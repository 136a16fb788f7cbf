import { pageMetadata } from '@/components/page-metadata';
import { ContactPanel } from '@/components/sections/contact-panel';
import { EnquiryForm } from '@/components/sections/enquiry-form';
import { PageIntro } from '@/components/sections/page-intro';
import { Container } from '@/components/ui/container';
import { getContent } from '@/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/contact/');

export default function ContactPage() {
  const { contact, site, openingHours, interface: ui } = getContent();
  return (
    <>
      <PageIntro eyebrow={contact.intro.eyebrow} title={contact.intro.heading}>
        <p>{contact.intro.text}</p>
      </PageIntro>
      <Container className="grid gap-6 pb-20 pt-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <EnquiryForm copy={contact.form} site={site} />
        <ContactPanel copy={contact} site={site} openingHours={openingHours} labels={ui} />
      </Container>
    </>
  );
}
