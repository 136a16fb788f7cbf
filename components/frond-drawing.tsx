/**
 * A single willow frond drawn large for the 404 page: an arching stem that leaves the top-left and hangs down,
 * with slender lens-shaped leaves along it, in the drawings' line. Decorative; the stroke is currentColor only,
 * so it follows the text colour and stays visible in forced-colours mode.
 */
export function FrondDrawing({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 400"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path vectorEffect="non-scaling-stroke" d="M24 46C84 10 160 12 178 96S170 262 190 352" />
      <path
        vectorEffect="non-scaling-stroke"
        d="M49.9 33.2q-1.8 33.9 21.9 58-3.9-31.6-21.9-58zm30.4-8.2q12.8 35.9 40.4 62.1-6.6-39.9-40.4-62.1zm29.5-.3q-8.4 44 18.3 79.9.4-42.1-18.3-79.9zm26.6 8.6q19 30.6 49.8 49.2-14.1-35.5-49.8-49.2zm22.1 18.7q-17.6 43.6 2.6 86 9-43.3-2.6-86zm15.6 29.8q11 37.5 37.7 66-4.3-41.3-37.7-66zm7.1 35q-25.2 35.7-16 78.4 17.4-37.3 16-78.4zm1.8 36.8q7.7 36.2 31 65-1.2-39.3-31-65zm-.6 40.3q-25.4 31.5-19.3 71.4 18.2-33.4 19.3-71.4zm-1.2 42.7q6 32.3 26 58.5-.1-35-26-58.5zm.3 43.9q-19.9 24.7-15.2 56 14.4-26.1 15.2-56zm3 38.7q4.8 25.3 20.6 45.6-.3-27.3-20.6-45.6zm4.9 30.1q-9 17.5-2.2 35.9 5.4-17.7 2.2-35.9z"
      />
    </svg>
  );
}
