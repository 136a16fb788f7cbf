import { pageMetadata } from '@/components/page-metadata';
import { ContactPanel } from '@/components/sections/contact-panel';
import { EnquiryForm } from '@/components/sections/enquiry-form';
import { PageIntro } from '@/components/sections/page-intro';
import { Container } from '@/components/ui/container';
import { availability } from '@/content/availability';
import { studio } from '@/content/site';

export const metadata = pageMetadata('/contact/');

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Book a session or ask a question">
        <p>
          Use the form or send an e-mail: tell {studio.teacher.firstName} what you would like from yoga and when you are free.
          Enquiries are typically answered within {studio.replyWithinHours} hours.
        </p>
      </PageIntro>
      <Container className="grid gap-6 pb-20 pt-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <EnquiryForm />
        <ContactPanel availability={availability} />
      </Container>
    </>
  );
}
