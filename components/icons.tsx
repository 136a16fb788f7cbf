import type { BenefitIcon } from '@/lib/content/schema/benefits';

// Side and front views, as the hero and the room are drawn; keys are the content's names for them.
const paths: Record<BenefitIcon, React.ReactNode> = {
  // Stress Relief: a tea bowl with steam
  leaf: (
    <>
      <path d="M6.5 20.5h27c0 7.2-6 12-13.5 12S6.5 27.7 6.5 20.5Z" />
      <path d="M14.5 35.5h11" />
      <path d="M16 16.5c-2-1.8-2-3.6 0-5.4s2-3.6 0-5.4" />
      <path d="M24 16.5c-2-1.8-2-3.6 0-5.4s2-3.6 0-5.4" />
    </>
  ),
  // Personalised: the notebook with your session’s plan, and a pencil
  person: (
    <>
      <rect x="7" y="8" width="20" height="27" rx="1.5" />
      <path d="M11 5.5v5M15.5 5.5v5M20 5.5v5" />
      <path d="M11 17h12M11 22h12M11 27h7" />
      <path d="M31 12.5l3 0v18l-1.5 3.5l-1.5-3.5Z" />
      <path d="M31 30.5h3" />
    </>
  ),
  // All Levels: a block standing on a block lying flat, two of its heights
  steps: (
    <>
      <rect x="5" y="27" width="30" height="8" rx="1.5" />
      <path d="M5 30.5h30" />
      <rect x="11" y="8" width="10" height="19" rx="1.5" />
      <path d="M11 11.5h10" />
    </>
  ),
  // Holistic Wellness: a plant growing in its pot
  lotus: (
    <>
      <path d="M12.5 25.5h15l-2 9.5h-11Z" />
      <path d="M11 25.5h18" />
      <path d="M20 25.5V10" />
      <path d="M20 19c-1-4.5-4.5-7.2-9-7.2c.8 4.6 4.3 7.2 9 7.2Z" />
      <path d="M20 15.5c1-4.6 4.5-7.5 9-7.5c-.8 4.7-4.3 7.5-9 7.5Z" />
      <path d="M20 10c-1.2-2-1.2-4 0-6c1.2 2 1.2 4 0 6Z" />
    </>
  ),
  // Exercise: a water bottle
  heart: (
    <>
      <path d="M16.5 4.5h7v4h-7Z" />
      <path d="M16 8.5h8l2 4.5v19.5a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 14 32.5V13Z" />
      <path d="M14 18h12M14 28h12" />
    </>
  ),
  // Flexibility: a mat half unrolled, seen from the side
  wave: (
    <>
      <path d="M12 28a7.5 7.5 0 1 1 7.5-7.5V28H36" />
      <path d="M12 24.5a4 4 0 1 1 4-4" />
      <path d="M19.5 25H36" />
      <path d="M36 25v3" />
    </>
  ),
};

/** The drawing for a benefit: one object from the room, seen from the front at the drawings' stroke (1.5 px at 40 px); decorative, since the title says the same. */
export function BenefitGlyph({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
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
