import clsx from 'clsx';

/** A list of features with a drawn tick before each. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={clsx('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="10" cy="10" r="8.5" strokeWidth="1.4" opacity="0.45" />
            <path d="M6.5 10.2l2.3 2.3 4.7-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
