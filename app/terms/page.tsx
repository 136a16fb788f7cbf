import { pageMetadata } from '@/components/page-metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { getContent } from '@/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/terms/');

export default function TermsPage() {
  const { legal, interface: ui } = getContent();
  return <LegalDocument document={legal.terms} labels={ui.legal} />;
}
