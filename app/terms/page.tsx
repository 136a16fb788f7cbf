import { pageMetadata } from '@/lib/seo/page-metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/terms/');

export default function TermsPage() {
  const { legal, site, interface: ui } = getContent();
  return <LegalDocument document={legal.terms} labels={ui.legal} email={site.email} />;
}
