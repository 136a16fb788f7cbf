import clsx from 'clsx';
import { formatSessionPrice } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

type PriceFigureProps = { session: { title: string; price?: NumberRange }; onQuote: string; size: 'card' | 'line'; className?: string };

const figure = 'font-display text-brand-strong';

/** Under a card's title, large; in a list of prices, a size for a line. "On quote" in the same style as a figure. */
const sizes = { card: 'text-4xl', line: 'text-2xl' };

/** A session's price, written the one way the site writes prices, a figure or "On quote": in the serif, at one size per place. */
export function PriceFigure({ session, onQuote, size, className }: PriceFigureProps) {
  return <span className={clsx('whitespace-nowrap', figure, sizes[size], className)}>{formatSessionPrice(session, onQuote)}</span>;
}
