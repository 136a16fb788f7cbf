import clsx from 'clsx';

/**
 * The studio's mark: a willow frond, drawn as one stroke like every illustration on the site (the leaves
 * hang from an arching stem). Decorative beside the studio's name.
 */
export function Logo({ className, strokeWidth = 1.6 }: { className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className={clsx(className, 'forced-colors:text-[CanvasText] forced-colors:[forced-color-adjust:none]')}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 10C11 4 22 3.5 27.5 10C31 14.5 30.8 24 29 36" />
      <path d="M10 6.4Q8.4 10.7 8.6 16.3Q10.4 11 10 6.4Z" />
      <path d="M16.5 4.6Q17.1 9.6 19.9 15.1Q19 9 16.5 4.6Z" />
      <path d="M23.5 6.2Q21 10.6 20.1 16.7Q22.9 11.2 23.5 6.2Z" />
      <path d="M28.6 11.8Q29.8 16.5 33.2 21.2Q31.6 15.6 28.6 11.8Z" />
      <path d="M30.2 18.5Q27.9 22.8 27.3 28.6Q29.9 23.3 30.2 18.5Z" />
      <path d="M30 25.5Q30.7 29.6 33.4 33.8Q32.4 28.9 30 25.5Z" />
    </svg>
  );
}
