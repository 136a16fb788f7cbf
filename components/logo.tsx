import clsx from 'clsx';

/** The studio's mark: two willow leaves. Decorative beside the studio's name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={clsx(className, 'forced-colors:text-[CanvasText] forced-colors:[forced-color-adjust:none]')} fill="none">
      <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.12" />
      <path d="M20 33C20 24 14 15 9 10c8 1 14 9 11 23Z" fill="currentColor" />
      <path d="M20 33c0-8 5-16 11-20-4 7-5 14-11 20Z" fill="currentColor" opacity="0.7" />
    </svg>
  );
}
