import type { BenefitIcon } from '@/lib/content/schema/benefits';

const paths: Record<BenefitIcon, React.ReactNode> = {
  leaf: (
    <>
      <path d="M5 16.5h22c0 5.8-4.9 9.8-11 9.8S5 22.3 5 16.5Z" />
      <path d="M11.5 29h9" />
      <path d="M12.5 13.5c-1.8-1.6-1.8-3.2 0-4.8s1.8-3.2 0-4.8" />
      <path d="M19 13.5c-1.8-1.6-1.8-3.2 0-4.8s1.8-3.2 0-4.8" />
    </>
  ),
  person: (
    <>
      <path d="M5 9.5l5-4h17l-5 4H5V21h17" />
      <path d="M5 13.3h17M5 17.2h17" />
      <path d="M22 9.5c1.7 0 1.7 3.8 0 3.8c1.7 0 1.7 3.9 0 3.9c1.7 0 1.7 3.8 0 3.8l5-4V5.5" />
      <path d="M8.5 21c0 2.5 1 4.3 3 4.3" />
      <path d="M11.5 25.3l2-2H20v4h-6.5Z" />
    </>
  ),
  steps: (
    <>
      <path d="M5.5 20.5h16V28h-16ZM5.5 20.5l4.5-3.5h.5M20.5 17h5.5l-4.5 3.5M21.5 28l4.5-3.5V17" />
      <path d="M10.5 19.5V7h6.5v12.5M10.5 7l3.5-2.7h6.5L17 7M20.5 4.3v12.4l-3.5 2.8" />
    </>
  ),
  lotus: (
    <>
      <path d="M7 17h18c1.7 0 3 2.2 3 5s-1.3 5-3 5H7" />
      <path d="M7 17c-1.7 0-3 2.2-3 5s1.3 5 3 5s3-2.2 3-5s-1.3-5-3-5Z" />
      <path d="M7.5 9C12 5 19 4.5 24.5 8" />
      <path d="M10.5 7Q11.7 10.4 9.3 13.2Q8.1 9.8 10.5 7ZM15.6 5.7Q17.6 8.9 15.9 12.2Q14 9 15.6 5.7ZM21 6.4Q23.6 8.9 22.8 12.4Q20.2 9.9 21 6.4Z" />
    </>
  ),
  heart: (
    <>
      <path d="M11.8 8c-4.4 .7-7.5 4.3-7.5 8.8c0 5 4 9 9 9s9-4 9-9c0-2.3-.9-4.4-2.3-6" />
      <path d="M11.8 10.5c-3 .7-5 3.3-5 6.3c0 3.6 2.9 6.5 6.5 6.5s6.5-2.9 6.5-6.5c0-1.5-.5-2.8-1.3-3.9" />
      <path d="M11.8 5.5v7.5a3.8 3.8 0 0 0 0-7.5Z" />
      <path d="M15.1 8c5 0 8 1 10 3.5l2.5 3.5M15.1 10.5c4 0 6.5 .6 8.3 2.8l2.3 3.2l1.9-1.5" />
    </>
  ),
  wave: (
    <>
      <path d="M8.5 24.5a5.5 5.5 0 1 1 0-11a5.5 5.5 0 1 1 0 11c-2.4 0-4-1.8-4-4.2s1.7-3.8 3.8-3.8s3.4 1.5 3.4 3.3s-1.2 2.7-2.7 2.7" />
      <path d="M4.8 15L11.3 9A5.5 5.5 0 1 1 15 18.5" />
      <path d="M8.5 24.5H20c1 0 1.7-.3 2.4-.9l6.5-6c-.7 .6-1.4 .9-2.4 .9H15" />
    </>
  ),
};

/** The drawing for a benefit, a small vignette in the site's single line (tea bowl, folded blanket with a name tag, stacked blocks, bolster with a willow sprig, strap with its D-ring, half-unrolled mat); decorative, since the title says the same. */
export function BenefitGlyph({ icon, className }: { icon: BenefitIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className} fill="none" stroke="currentColor" strokeWidth="1.25" strokeLinecap="round" strokeLinejoin="round">
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
