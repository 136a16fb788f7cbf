import clsx from 'clsx';

// Static class lists, so Tailwind sees every one: from where the facts stand side by side.
const layouts = {
  /** One per line; side by side from md to lg, where they run across the width under the words and the picture (the home page's teacher block). */
  wide: {
    list: 'md:max-lg:auto-cols-fr md:max-lg:grid-flow-col',
    item: 'md:max-lg:px-4 md:max-lg:py-4 md:max-lg:first:pl-0 md:max-lg:last:pr-0 md:max-lg:not-first:border-t-0 md:max-lg:not-first:border-l',
  },
  /** One per line; two by two from md to lg and on paper, where they run under the words instead of beside them; roomier beside them, from lg, so the column keeps pace with the story (About). */
  tablet: {
    list: 'md:max-lg:grid-cols-2 md:max-lg:gap-x-8 print:grid-cols-2 print:gap-x-8',
    item: 'md:max-lg:nth-2:border-t-0 print:nth-2:border-t-0 lg:py-5',
  },
  /** As tablet, for a single fact: across the width, never beside an empty column. */
  tabletSingle: { list: '', item: 'lg:py-5' },
  /** As tablet, for an odd number of facts: three across, so no row ends on one fact beside an empty half. */
  tabletOdd: {
    list: 'md:max-lg:grid-cols-3 md:max-lg:gap-x-8 print:grid-cols-3 print:gap-x-8',
    item: 'md:max-lg:nth-[-n+3]:border-t-0 print:nth-[-n+3]:border-t-0 lg:py-5',
  },
};

/** Short facts between two hairlines, ruled from each other: one per line, or side by side where there is room. */
export function FactRow({ facts, layout, className }: { facts: string[]; layout: 'wide' | 'tablet'; className?: string }) {
  const shape = layout !== 'tablet' ? layout : facts.length === 1 ? 'tabletSingle' : facts.length % 2 === 1 ? 'tabletOdd' : 'tablet';
  const { list, item } = layouts[shape];
  return (
    <ul data-facts className={clsx('grid border-y border-line', list, className)}>
      {facts.map((fact) => (
        <li key={fact} className={clsx('border-line py-3 text-pretty not-first:border-t', item)}>
          {fact}
        </li>
      ))}
    </ul>
  );
}
