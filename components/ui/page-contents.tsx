/** A page's parts, beside its headline: where each one is, as links to their headings. */
export function PageContents({ id, label, parts }: { id: string; label: string; parts: readonly (readonly [string, string])[] }) {
  return (
    <nav aria-labelledby={id} className="print:hidden">
      <h2 id={id} className="text-sm font-semibold text-ink-muted">
        {label}
      </h2>
      <ol className="mt-3 divide-y divide-line border-y border-line">
        {parts.map(([target, title]) => (
          <li key={target}>
            <a href={`#${target}`} className="flex min-h-12 items-center py-2 font-medium text-ink hover:text-brand-strong hover:underline hover:underline-offset-4">
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
