import { pageMetadata } from '@/lib/seo/page-metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { getContent } from '@/lib/content/load';

export const generateMetadata = () => pageMetadata(getContent(), '/privacy-policy/');

export default function PrivacyPolicyPage() {
  const { legal, site, interface: ui } = getContent();
  return <LegalDocument document={legal.privacyPolicy} labels={ui.legal} email={site.email} />;
}
