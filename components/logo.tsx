import clsx from 'clsx';

/**
 * The studio's mark: one weeping-willow frond, the same motif as the 404 page's, drawn in the pictures' line.
 * A branch arches over from the left and hangs down on the right, five slender leaves along it, filled so they
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
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 12C12 3 24 1.5 28.5 10C32 17 27.5 26 30 37" />
      <path
        fill="currentColor"
        strokeWidth={0.6}
        d="M11.5 6.2Q8.2 9.8 9.5 14.5Q12.8 10.9 11.5 6.2ZM18.5 3.4Q16.6 7.9 19.5 11.8Q21.4 7.3 18.5 3.4ZM29.6 15Q25 16 23.6 20.5Q28.2 19.5 29.6 15ZM29 22.5Q31.1 26.6 35.6 26.5Q33.5 22.4 29 22.5ZM28.8 30Q24.4 30.8 23.2 35.2Q27.6 34.4 28.8 30Z"
      />
    </svg>
  );
}
