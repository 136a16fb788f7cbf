import { pageMetadata } from '@/components/page-metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { privacyPolicy } from '@/content/legal/privacy-policy';

export const metadata = pageMetadata('/privacy-policy/');

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
