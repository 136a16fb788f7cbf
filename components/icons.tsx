import type { BenefitIcon } from '@/lib/content/schema/benefits';

// Objects from her room, drawn as the site's pictures are: in their line, standing on the floor (the line at
// the foot of each, drawn by BenefitGlyph), and with the one warm fill the pictures use; keys are the
// content's names for them.
const tint = 'fill-clay-soft forced-colors:fill-[Canvas]';

const paths: Record<BenefitIcon, React.ReactNode> = {
  // Stress Relief: a tea bowl, steaming
  leaf: (
    <>
      <path className={tint} d="M11 29H45C45 37.5 37.5 43 28 43S11 37.5 11 29Z" />
      <path d="M11 29C14 31.5 42 31.5 45 29" />
      <path d="M23 24c-2.6-2.4-2.6-4.8 0-7.2s2.6-4.8 0-7.2" />
      <path d="M32 24c-2.6-2.4-2.6-4.8 0-7.2s2.6-4.8 0-7.2" />
    </>
  ),
  // Personalised: the plan I write for you, ticked, and the pencil
  person: (
    <>
      <path className={tint} d="M12 9.5L36 7.5L38.5 41L14.5 43Z" />
      <path d="M17.5 16.5c1.8-1.6 3.4 1.4 5.2 0s3.4 1.4 5.2 0s3.2 1.2 4.6 0" />
      <path d="M18 23.5c1.8-1.6 3.4 1.4 5.2 0s3.4 1.4 5.2 0s3.2 1.2 4.6 0" />
      <path d="M18.5 30.5c1.8-1.6 3.4 1.4 5.2 0s3 1.2 4.4 0" />
      <path d="M26.5 36.5l2 2l4-5" />
      <path d="M44.5 9L49 10L45 40L42.5 44L40.5 39Z" />
      <path d="M40.5 39L45 40" />
    </>
  ),
  // All Levels: a bolster, and a block on its end beside it
  steps: (
    <>
      <path className={tint} d="M11 28H31A4 8 0 0 1 31 44H11A4 8 0 0 1 11 28Z" />
      <path d="M11 28A4 8 0 0 0 11 44" />
      <path d="M36 16H46V44H36Z" />
      <path d="M36 16L40 12H50L46 16" />
      <path d="M50 12V40L46 44" />
    </>
  ),
  // Holistic Wellness: a plant growing in its pot
  lotus: (
    <>
      <path className={tint} d="M19 31H37L34.5 44H21.5Z" />
      <path d="M17.5 31H38.5" />
      <path d="M28 31V10" />
      <path d="M28 25C25.5 18.5 19 15 11.5 16C14 22.5 20.5 25.5 28 25Z" />
      <path d="M28 20C30.5 13 37 9.5 44.5 10.5C42 17.5 35.5 20.5 28 20Z" />
      <path d="M28 10C26 7 26.3 4.5 28 3C29.7 4.5 30 7 28 10Z" />
    </>
  ),
  // Exercise: a rolled mat standing on its end, and a water bottle
  heart: (
    <>
      <path className={tint} d="M12 10A5.5 2.2 0 0 1 23 10V42A5.5 2.2 0 0 1 12 42Z" />
      <path d="M12 10A5.5 2.2 0 0 0 23 10" />
      <path d="M17.5 10.2c-1.6-.2-2 .9-.6 1.1" />
      <path d="M12 19A5.5 2.2 0 0 0 23 19M12 33A5.5 2.2 0 0 0 23 33" />
      <path d="M32.5 12.5H40.5V17.5H32.5Z" />
      <path d="M32 17.5H41L43.5 21.5V42A2 2 0 0 1 41.5 44H31.5A2 2 0 0 1 29.5 42V21.5Z" />
      <path d="M29.5 27H43.5M29.5 37H43.5" />
    </>
  ),
  // Flexibility: a strap draped over a block, its buckle on the floor
  wave: (
    <>
      <path d="M17 44V31H37V44" />
      <path d="M17 31L21 27H41L37 31M41 27V40L37 44" />
      <path className={tint} d="M6 44C10 44 13 40 14 34C15 28 17 24.5 22 24.5H28C32.5 24.5 33.5 28 34.5 32C35.5 37 39 41 45 41V37.5C41 37.5 39 34.5 38 30.5C37 25 34 20.5 28 20.5H22C15 20.5 12 25 10.5 32C9.5 37 8.5 40 5 40.5Z" />
      <path d="M45 35.5V43M45 35.5C50.5 35.5 50.5 43 45 43" />
    </>
  ),
};

/** The drawing for a benefit: one thing from the room on its bit of floor, at the pictures' stroke (1.5 units in 48, about 1.75 px as shown), each filling about the same box so none looks lighter than the rest; decorative, since the title says the same. */
export function BenefitGlyph({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 56 48" className={className} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {paths[icon]}
      <path d="M5 44H51" />
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
