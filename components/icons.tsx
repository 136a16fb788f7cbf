import type { BenefitIcon } from '@/lib/content/schema/benefits';

const paths: Record<BenefitIcon, React.ReactNode> = {
  leaf: <path d="M6 26C6 14 14 6 27 6c0 13-8 21-20 21M6 26l11-11" />,
  person: (
    <>
      <circle cx="16" cy="8" r="3.5" />
      <path d="M7 15c3 1.5 6 2 9 2s6-.5 9-2M16 17v5m0 0-5 6m5-6 5 6" />
    </>
  ),
  steps: <path d="M5 27h6v-6h6v-6h6V9h4M5 27v-3m6-3v-3m6-3v-3m6-3V6" />,
  lotus: (
    <>
      <path d="M16 25c-3-3-4-7-4-10s1.5-6 4-8c2.5 2 4 5 4 8s-1 7-4 10Z" />
      <path d="M16 25c-4 0-9-2-11-7 3-1 6 0 8 1M16 25c4 0 9-2 11-7-3-1-6 0-8 1" />
    </>
  ),
  heart: <path d="M16 27S5 20.5 5 12.5A5.5 5.5 0 0 1 16 10a5.5 5.5 0 0 1 11 2.5C27 20.5 16 27 16 27ZM9 16h4l2-3 2 6 2-3h4" />,
  wave: <path d="M4 12c4-4 8 4 12 0s8 4 12 0M4 20c4-4 8 4 12 0s8 4 12 0" />,
};

/** The drawing for a benefit card; decorative, since the card's title says the same. */
export function BenefitGlyph({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {paths[icon]}
    </svg>
  );
}

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8L10 1.8Z" />
    </svg>
  );
}
