import clsx from 'clsx';

/** A single willow leaf drawn in the site's line: the motif as a bullet. Decorative. */
export function LeafMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={clsx('shrink-0 text-brand forced-colors:text-[CanvasText]', className)} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 16Q9.9 12.1 15 3.9Q6.4 6.9 4 16Z" />
      <path d="M4 16L10 9" />
    </svg>
  );
}

/** A list of features, each after a willow leaf. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    // On paper a plain block (a grid's rows may not split across sheets), its items spaced the same.
    <ul className={clsx('grid gap-y-3 print:block print:[&>li+li]:mt-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <LeafMark className="mt-0.5 size-5" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
