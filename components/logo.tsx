import clsx from 'clsx';

/**
 * The studio's mark: the 404 page's weeping-willow frond in miniature. A broad, shallow arch (so it never closes
 * into a hook) with slender leaves hanging from it, then the branch falls straight down with leaves either side.
 * The stem keeps the drawings' 1.75 px line at every size (non-scaling stroke); the leaves are filled so they
 * still read at the 32–40 px the header shows them. Decorative beside the studio's name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className={clsx(className, 'forced-colors:text-[CanvasText] forced-colors:[forced-color-adjust:none]')}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path vectorEffect="non-scaling-stroke" d="M2.5 16C9 7 19 3.5 26 6.5C31.5 9 31 22 32 38" />
      <path
        fill="currentColor"
        stroke="none"
        d="M7 10.2Q4.3 14.5 6.2 19.2Q8.9 14.9 7 10.2ZM12.5 6.6Q10.4 11.7 12.9 16.6Q15 11.5 12.5 6.6ZM18.5 4.8Q17.1 10.1 20.2 14.7Q21.6 9.3 18.5 4.8ZM24.5 5.8Q24 11.1 27.8 14.7Q28.3 9.5 24.5 5.8ZM30.2 12Q26.4 15.3 26.8 20.3Q30.7 17 30.2 12ZM30.6 17Q30.2 22 34 25.3Q34.4 20.3 30.6 17ZM30.9 22.5Q27.2 25.9 27.8 31Q31.5 27.5 30.9 22.5ZM31.3 28Q30.4 32.5 33.8 35.6Q34.6 31.1 31.3 28ZM31.6 32.5Q28.7 35 29.6 38.7Q32.5 36.2 31.6 32.5Z"
      />
    </svg>
  );
}
