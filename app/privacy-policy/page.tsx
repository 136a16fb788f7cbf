import { pageMetadata } from '@/components/page-metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { getContent } from '@/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/privacy-policy/');

export default function PrivacyPolicyPage() {
  const { legal, interface: ui } = getContent();
  return <LegalDocument document={legal.privacyPolicy} labels={ui.legal} />;
}
