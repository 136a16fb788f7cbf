/**
 * Joins class names, leaving out the empty ones: what clsx does for strings, for the modules that reach the
 * browser (the client islands and what they import), so the page's scripts carry no class-name library.
 */
export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');
