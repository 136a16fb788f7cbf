import type { BenefitIcon } from '@/lib/content/schema/benefits';

const paths: Record<BenefitIcon, React.ReactNode> = {
  leaf: (
    <>
      <path d="M6 27C8 16 15 8 27 5C25 17 18 24 6 27Z" />
      <path d="M6 27L19 14" />
    </>
  ),
  person: (
    <>
      <path d="M16 5.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7Z" />
      <path d="M8 26c0-7 3.5-11 8-11s8 4 8 11" />
      <path d="M4 27h24" />
    </>
  ),
  steps: (
    <>
      <path d="M4 27h7v-6h7v-6h7v-6" />
      <path d="M25 9C25 6 27 4 29 3" />
      <path d="M25 9Q28.1 6.8 27.4 2.4Q24 5.3 25 9Z" />
    </>
  ),
  lotus: (
    <>
      <path d="M16 25c-3-3-4-7-4-10s1.5-6 4-8c2.5 2 4 5 4 8s-1 7-4 10Z" />
      <path d="M16 25c-4 0-9-2-11-7 3-1 6 0 8 1M16 25c4 0 9-2 11-7-3-1-6 0-8 1" />
      <path d="M6 28h20" />
    </>
  ),
  heart: (
    <>
      <path d="M16 26S6 20 6 12.5A5 5 0 0 1 16 10a5 5 0 0 1 10 2.5C26 20 16 26 16 26Z" />
      <path d="M9 16h4l2-3 2 6 2-3h4" />
    </>
  ),
  wave: (
    <>
      <path d="M5 7C13 7 19 12 20 27" />
      <path d="M9.5 7.6Q6 9.7 5.5 14.5Q9.4 11.7 9.5 7.6Z" />
      <path d="M14.5 9.6Q14.6 13.7 18.5 16.5Q18 11.7 14.5 9.6Z" />
      <path d="M18 14Q14.5 16.1 14 20.9Q17.9 18.1 18 14Z" />
      <path d="M19.6 19Q19.6 22.6 23.1 25.1Q22.7 20.8 19.6 19Z" />
    </>
  ),
};

/** The drawing for a benefit, in the site's single line (the willow frond for flexibility); decorative, since the title says the same. */
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
