import type { BenefitIcon } from '@/lib/content/schema/benefits';

// Side and front views, as the hero and the room are drawn; keys are the content's names for them.
const paths: Record<BenefitIcon, React.ReactNode> = {
  // Stress Relief: a tea bowl with steam
  leaf: (
    <>
      <path d="M7 24h34c0 9-7.6 15-17 15S7 33 7 24Z" />
      <path d="M17 43h14" />
      <path d="M19 19c-2.4-2.2-2.4-4.4 0-6.6s2.4-4.4 0-6.6" />
      <path d="M29 19c-2.4-2.2-2.4-4.4 0-6.6s2.4-4.4 0-6.6" />
    </>
  ),
  // Personalised: the notebook with your session's plan, and a pencil
  person: (
    <>
      <rect x="8" y="8" width="25" height="34" rx="2" />
      <path d="M13.5 5v6M20.5 5v6M27.5 5v6" />
      <path d="M13.5 20h14M13.5 26.5h14M13.5 33h9" />
      <path d="M37 13h4.5v24l-2.25 5l-2.25-5Z" />
      <path d="M37 36.5h4.5" />
    </>
  ),
  // All Levels: one block three ways (lying flat, on its side, on its end), three heights, like steps
  steps: (
    <>
      <rect x="2" y="33" width="14" height="8" rx="1.5" />
      <rect x="18" y="23" width="14" height="18" rx="1.5" />
      <path d="M18 28.5h14" />
      <rect x="34" y="10" width="12" height="31" rx="1.5" />
      <path d="M40 10v31" />
      <path d="M1 44h46" />
    </>
  ),
  // Holistic Wellness: a plant growing in its pot
  lotus: (
    <g transform="translate(-7 0)">
      <path d="M14.5 30h19l-2.5 12h-14Z" />
      <path d="M12 30h24" />
      <path d="M24 30V11" />
      <path d="M24 23c-1.3-5.6-5.6-9-11.2-9c1 5.7 5.3 9 11.2 9Z" />
      <path d="M24 18.5c1.3-5.7 5.6-9.3 11.2-9.3c-1 5.8-5.3 9.3-11.2 9.3Z" />
      <path d="M24 11c-1.5-2.5-1.5-5 0-7.5c1.5 2.5 1.5 5 0 7.5Z" />
    </g>
  ),
  // Exercise: a water bottle
  heart: (
    <g transform="translate(-9 0)">
      <path d="M18.5 4h11v6h-11Z" />
      <path d="M17.5 10h13l3.5 6v23a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3V16Z" />
      <path d="M14 22h20M14 34h20" />
    </g>
  ),
  // Flexibility: a yoga strap in a loop, its buckle on top
  wave: (
    <g transform="rotate(-28 24 25)">
      <path d="M12 14h24a11 11 0 0 1 0 22H12a11 11 0 0 1 0-22Z" />
      <path d="M12 18.5h24a6.5 6.5 0 0 1 0 13H12a6.5 6.5 0 0 1 0-13Z" />
      <rect x="19" y="11" width="9" height="10.5" rx="1.5" />
      <path d="M23.5 11v10.5" />
    </g>
  ),
};

/** The drawing for a benefit: one object from the room, seen from the front at the drawings' stroke (1.5 px at 48 px), each filling about the same box so none looks lighter than the rest; decorative, since the title says the same. */
export function BenefitGlyph({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
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
