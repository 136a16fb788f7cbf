import type { ReactNode } from 'react';
import { PageIntro } from '@/components/sections/page-intro';
import { Container } from '@/components/ui/container';

/** A page of the owner's booking kit: its title, the note for her, then what she copies or prints. */
export function BookingKitPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageIntro title={title}>
        <p className="print:hidden">{intro}</p>
      </PageIntro>
      <Container className="space-y-10 pb-20">{children}</Container>
    </>
  );
}

/** One document to copy: a bordered block whose text copies cleanly into an e-mail or a document. */
export function KitDocument({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="max-w-3xl rounded-card border border-line bg-surface-raised p-5 text-ink sm:p-8 print:break-inside-avoid print:border-0 print:p-0">
      <h2 id={id} className="font-display text-2xl font-semibold">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">{children}</div>
    </section>
  );
}

/** Label and value pairs, as lines an e-mail keeps when pasted. */
export function KitDetails({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="space-y-1">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="inline font-semibold">{label}: </dt>
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text with line breaks kept (an address, a sign-off). */
export const Lines = ({ text }: { text: string }) => (
  <p>
    {text.split('\n').map((line, index) => (
      <span key={index} className="block">
        {line}
      </span>
    ))}
  </p>
);
