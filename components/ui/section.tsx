import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { Container } from './container';

type Tone = 'plain' | 'muted' | 'brand';

const tones: Record<Tone, string> = {
  plain: '',
  muted: 'bg-surface-muted',
  brand: 'bg-brand-soft',
};

/** A full-width band of the page with consistent vertical rhythm. */
export function Section({ tone = 'plain', className, children, ...props }: ComponentPropsWithoutRef<'section'> & { tone?: Tone }) {
  return (
    <section className={clsx('py-16 sm:py-24', tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
