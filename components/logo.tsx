import clsx from 'clsx';

/**
 * The studio's mark: a weeping-willow frond, drawn in line like every illustration on the site.
 *
 * `detailed` (the closing invitations, drawn large): a short arching stem from which three slender strands
 * hang at different lengths, each with small lens-shaped leaves that alternate sides.
 * Otherwise (the header, the footer and the printed letterhead, 32–40 px): the same branch said with less, two
 * strands and five filled leaves, so it still reads as a willow at the size it is most seen.
 * Decorative beside the studio's name.
 */
export function Logo({ className, detailed = false }: { className?: string; detailed?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className={clsx(className, 'forced-colors:text-[CanvasText] forced-colors:[forced-color-adjust:none]')}
      fill="none"
      stroke="currentColor"
      strokeWidth={detailed ? 1.4 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {detailed ? (
        <>
          <path d="M14 6.4C16 4.2 19 3.2 22.6 3.6" />
          <path d="M17.4 4.2C12 6.2 9.4 13 9.6 26M12.1 9.4Q8.8 8.9 7.6 12Q10.9 12.5 12.1 9.4ZM10.4 14.8Q9.6 18.1 12.6 19.5Q13.4 16.3 10.4 14.8ZM9.6 22.3Q6.4 23.3 6.7 26.6Q9.9 25.6 9.6 22.3Z" />
          <path d="M20 3.4C19.2 12 19.4 24 20.6 34.8M19.5 11.9Q16.3 12.7 16.4 16.1Q19.7 15.3 19.5 11.9ZM19.6 18.9Q19.5 22.3 22.7 23.1Q22.8 19.7 19.6 18.9ZM19.8 25.5Q16.7 26.6 17 29.9Q20.2 28.9 19.8 25.5ZM20.3 32.2Q20.2 35.5 23.5 36.3Q23.6 33 20.3 32.2Z" />
          <path d="M22.6 3.6C28 5.6 30.6 13 30 30M27.9 9.3Q28.9 12.5 32.2 12.2Q31.2 9 27.9 9.3ZM29.4 15.2Q26.4 16.5 27 19.8Q30.1 18.4 29.4 15.2ZM30.1 24.3Q29.7 27.6 32.9 28.7Q33.2 25.3 30.1 24.3Z" />
        </>
      ) : (
        <>
          <path d="M5.5 15C9 6 21 2 30 8.6M17 4.6C15.2 14 15.4 25 17.2 36M27.4 7C31 14 31.4 22 29.6 31.5" />
          <path
            fill="currentColor"
            strokeWidth={0.6}
            d="M15.9 11Q11.4 12.2 9.6 16.6Q14.1 15.4 15.9 11ZM15.8 19.8Q17.5 24.2 22 25.4Q20.3 21 15.8 19.8ZM16.6 28.6Q12.1 30.4 10.8 35Q15.3 33.2 16.6 28.6ZM30.4 13.4Q31.6 18 36 19.8Q34.8 15.2 30.4 13.4ZM30.6 22.2Q26.2 24.1 25 28.8Q29.4 26.9 30.6 22.2Z"
          />
        </>
      )}
    </svg>
  );
}
