import { pageMetadata } from '@/components/page-metadata';
import { LegalDocument } from '@/components/sections/legal-document';
import { terms } from '@/content/legal/terms';

export const metadata = pageMetadata('/terms/');

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
