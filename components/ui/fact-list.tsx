import clsx from 'clsx';

export type Fact = { label: string; value: string; note?: string; wide?: boolean };

/** Short labelled facts of an offer (duration, group size, price) in a two-column grid. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={clsx('grid grid-cols-2 gap-4 text-sm', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'col-span-2' : undefined}>
          <dt className="text-ink-muted">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
          {fact.note ? <dd className="mt-1 text-ink-muted">{fact.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
