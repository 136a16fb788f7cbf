import clsx from 'clsx';

/**
 * The studio's mark: one weeping-willow frond, the same motif as the 404 page's, drawn in the pictures' line.
 * A short arch at the top, then the branch hangs straight down with six slender leaves along it, taller than
 * wide and filled so they still read at the 32–40 px the header shows them. Decorative beside the studio's name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className={clsx(className, 'forced-colors:text-[CanvasText] forced-colors:[forced-color-adjust:none]')}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 8C13 2.5 21 2.5 24.5 8.5C27.5 14 25 25 26.5 37.5" />
      <path
        fill="currentColor"
        strokeWidth={0.6}
        d="M13.5 4.6Q9.9 7.4 10.5 12Q14.1 9.2 13.5 4.6ZM25.6 13Q21.2 13.4 19.5 17.5Q23.9 17.1 25.6 13ZM25.4 18.5Q27.1 22.6 31.5 23Q29.8 18.9 25.4 18.5ZM25.6 24.5Q21.1 25.2 19.6 29.5Q24.1 28.8 25.6 24.5ZM26 30Q27.4 34.2 31.8 35Q30.4 30.8 26 30ZM26.4 36Q22.7 35.9 21.8 39.5Q25.5 39.6 26.4 36Z"
      />
    </svg>
  );
}
