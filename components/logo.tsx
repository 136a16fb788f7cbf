import clsx from 'clsx';

/**
 * The studio's mark: a weeping-willow frond, drawn in line like every illustration on the site. A short
 * arching stem at the top, from which three slender strands hang at different lengths, each carrying
 * small lens-shaped leaves that alternate sides. Decorative beside the studio's name.
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
      <path d="M14 6.4C16 4.2 19 3.2 22.6 3.6" />
      <path d="M17.4 4.2C12 6.2 9.4 13 9.6 26M12.1 9.4Q8.8 8.9 7.6 12Q10.9 12.5 12.1 9.4ZM10.4 14.8Q9.6 18.1 12.6 19.5Q13.4 16.3 10.4 14.8ZM9.6 22.3Q6.4 23.3 6.7 26.6Q9.9 25.6 9.6 22.3Z" />
      <path d="M20 3.4C19.2 12 19.4 24 20.6 34.8M19.5 11.9Q16.3 12.7 16.4 16.1Q19.7 15.3 19.5 11.9ZM19.6 18.9Q19.5 22.3 22.7 23.1Q22.8 19.7 19.6 18.9ZM19.8 25.5Q16.7 26.6 17 29.9Q20.2 28.9 19.8 25.5ZM20.3 32.2Q20.2 35.5 23.5 36.3Q23.6 33 20.3 32.2Z" />
      <path d="M22.6 3.6C28 5.6 30.6 13 30 30M27.9 9.3Q28.9 12.5 32.2 12.2Q31.2 9 27.9 9.3ZM29.4 15.2Q26.4 16.5 27 19.8Q30.1 18.4 29.4 15.2ZM30.1 24.3Q29.7 27.6 32.9 28.7Q33.2 25.3 30.1 24.3Z" />
    </svg>
  );
}
