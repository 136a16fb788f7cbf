import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { Container } from './container';

type Tone = 'plain' | 'muted';

// Forced colours drop the tints, so a tinted band is ruled off above and below instead.
const tones: Record<Tone, string> = {
  plain: '',
  muted: 'bg-surface-muted forced-colors:border-y',
};

/** A full-width band of the page, spaced by the one section rhythm (`--spacing-section`). */
export function Section({ tone = 'plain', className, children, ...props }: ComponentPropsWithoutRef<'section'> & { tone?: Tone }) {
  return (
    <section className={clsx('py-section print:pb-0 print:pt-7', tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
