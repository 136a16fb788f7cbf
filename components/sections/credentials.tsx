import clsx from 'clsx';
import { FactList, type Fact } from '@/components/ui/fact-list';
import type { About } from '@/lib/content/schema/about';
import type { Site } from '@/lib/content/schema/site';

type CredentialsProps = { labels: About['credentials']; credentials: Site['teacher']['credentials']; className?: string };

/**
 * The teacher's registration, insurance and first aid, as the owner wrote them. Only filled-in facts show,
 * and with none filled in nothing is rendered: the page around it reads complete either way, and the
 * site never claims a credential the owner has not given.
 */
export function Credentials({ labels, credentials, className }: CredentialsProps) {
  const facts = (['qualificationBody', 'insurance', 'firstAid'] as const)
    .map((key) => ({ label: labels[key], value: credentials[key] }))
    .filter((fact): fact is Fact => Boolean(fact.value));
  if (!facts.length) return null;
  return (
    <section aria-labelledby="credentials-heading" className={clsx('border-t border-line pt-6', className)}>
      <h3 id="credentials-heading" className="font-display text-lg font-semibold text-ink">
        {labels.heading}
      </h3>
      <FactList facts={facts} className="mt-3 max-sm:grid-cols-1 lg:grid-cols-3" />
    </section>
  );
}
