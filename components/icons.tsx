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
      <path d="M4.3 27.7C6.8 25.5 10.4 24.9 12.3 23.3C11.5 20.2 10.4 16.4 11.2 14.1C12.1 12.2 14.1 11.6 14.9 11V10.1C13 9.1 13.2 5.5 16 5.4C18.8 5.5 19 9.1 17.1 10.1V11C17.9 11.6 19.9 12.2 20.8 14.1C21.6 16.4 20.5 20.2 19.7 23.3C21.6 24.9 25.2 25.5 27.7 27.7C22.2 29.1 9.8 29.1 4.3 27.7Z" />
      <path d="M11.6 14.7C10.1 18.9 8 23.2 7.1 26.3M20.4 14.7C21.9 18.9 24 23.2 24.9 26.3" />
      <path d="M16 13.5V22" />
    </>
  ),
  steps: (
    <>
      <path d="M4 20h15v7.5H4ZM4 20l4-3h1M17 17h6l-4 3M19 27.5l4-3V17" />
      <path d="M9 18.5V7h6v11.5M9 7l4-3h6l-4 3M15 18.5l4-3V4" />
    </>
  ),
  lotus: (
    <>
      <path d="M3 18C5 18 6 15 8 15C10 15 10.5 18 12.5 18C15 18 18.8 13.5 18.8 10C18.8 7.5 17.4 6 16 6C14.6 6 13.2 7.5 13.2 10C13.2 13.5 17 18 19.5 18C21.5 18 22 15 24 15C26 15 27 18 29 18" />
      <path d="M4 23h24" />
      <path d="M9.5 27h13" />
    </>
  ),
  heart: (
    <>
      <path d="M16 3.5a2.3 2.3 0 1 0 0 4.6a2.3 2.3 0 1 0 0-4.6Z" />
      <path d="M16 10v7.5" />
      <path d="M5 12h22" />
      <path d="M7 27.5L16 17.5L22 19.5L23.5 27.5" />
    </>
  ),
  wave: (
    <>
      <path d="M3 28.5C8.5 23.5 16.5 14.5 28.5 5" />
      <path d="M12 20.3C15 19.8 18.5 19.6 21.5 19.8L23 28.5" />
      <path d="M23 12.2a2.2 2.2 0 1 0 0 4.4a2.2 2.2 0 1 0 0-4.4Z" />
      <path d="M18.5 14.7L19.8 23" />
    </>
  ),
};

/** The drawing for a benefit, a small vignette in the site's single line (tea bowl, seated figure, stacked blocks, breath line, warrior, side-angle stretch); decorative, since the title says the same. */
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
