import clsx from 'clsx';
import { formatSessionPrice } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

type PriceFigureProps = { session: { title: string; price?: NumberRange }; onQuote: string; size: 'card' | 'line'; className?: string };

const sizes = {
  /** Under a card's title: a figure large; "On quote" smaller, on the figure's baseline, so the unpriced offers are not the loudest. */
  card: { priced: 'text-4xl', quote: 'text-2xl' },
  /** In a list of prices: a figure, and "On quote" at its size, so every row of the list is one height on one baseline. */
  line: { priced: 'text-2xl', quote: 'text-2xl' },
};

/** A session's price, written the one way the site writes prices: a figure in the serif, or "On quote" (under a card, a size smaller). */
export function PriceFigure({ session, onQuote, size, className }: PriceFigureProps) {
  const style = sizes[size];
  return (
    <span className={clsx('whitespace-nowrap font-display text-brand-strong', session.price ? style.priced : style.quote, className)}>
      {formatSessionPrice(session, onQuote)}
    </span>
  );
}
