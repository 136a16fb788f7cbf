import clsx from 'clsx';
import { formatSessionPrice } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

type PriceFigureProps = { session: { title: string; price?: NumberRange }; onQuote: string; size: 'card' | 'line'; className?: string };

const figure = 'font-display text-brand-strong';

const sizes = {
  /** Under a card's title: a figure large; "On quote" smaller, on the figure's baseline, so the unpriced offers are not the loudest. */
  card: { priced: clsx(figure, 'text-4xl'), quote: clsx(figure, 'text-2xl') },
  /**
   * In a list of prices: a figure; "On quote" in the interface's type, quieter than any figure, on a line as tall as
   * a figure's, so every row of the list is one height.
   */
  line: { priced: clsx(figure, 'text-2xl'), quote: 'text-base leading-8 font-medium text-ink-muted' },
};

/** A session's price, written the one way the site writes prices: a figure in the serif, or "On quote" in words. */
export function PriceFigure({ session, onQuote, size, className }: PriceFigureProps) {
  const style = sizes[size];
  return <span className={clsx('whitespace-nowrap', session.price ? style.priced : style.quote, className)}>{formatSessionPrice(session, onQuote)}</span>;
}
