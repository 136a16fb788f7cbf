import clsx from 'clsx';
import { FactList, type Fact } from '@/components/ui/fact-list';
import type { About } from '@/lib/content/schema/about';
import type { Site } from '@/lib/content/schema/site';

type CredentialsProps = { labels: About['credentials']; teacher: Pick<Site['teacher'], 'training' | 'credentials'>; className?: string };

/**
 * The teacher's training, registration, insurance and first aid, as the owner wrote them. Only filled-in
 * facts show (the training once she has confirmed it), and with none nothing is rendered: the page around
 * it reads complete either way, and the site never claims a credential the owner has not given.
 */
export function Credentials({ labels, teacher, className }: CredentialsProps) {
  const { training, credentials } = teacher;
  const facts = [
    { label: labels.training, value: training.confirmed ? training.text : '' },
    ...(['qualificationBody', 'insurance', 'firstAid'] as const).map((key) => ({ label: labels[key], value: credentials[key] })),
  ].filter((fact): fact is Fact => Boolean(fact.value));
  if (!facts.length) return null;
  return (
    <section aria-labelledby="credentials-heading" className={clsx('border-t border-line pt-6', className)}>
      <h3 id="credentials-heading" className="font-display text-lg text-ink">
        {labels.heading}
      </h3>
      <FactList facts={facts} className="mt-3 max-sm:grid-cols-1 lg:grid-cols-2" />
    </section>
  );
}
