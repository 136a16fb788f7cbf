import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'inverse' | 'inverseGhost';

// The two variants the error screens use are constants of their own: those screens are client code, and
// naming the variant there (not looking it up in buttonVariants) keeps the other variants out of the script.
// Under forced colours the filled button stays filled, in the system's button-text colour, so it still leads.
export const primaryVariant =
  'px-6 border border-brand bg-brand text-white hover:border-brand-strong hover:bg-brand-strong forced-colors:bg-[ButtonText] forced-colors:text-[ButtonFace] forced-colors:forced-color-adjust-none forced-colors:hover:bg-[ButtonText]';
export const secondaryVariant = 'px-6 border border-brand/45 text-brand-strong hover:border-brand hover:bg-brand-soft/60';

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: primaryVariant,
  secondary: secondaryVariant,
  /** A text link with the button's height and target: beside a primary button, so only one is filled. */
  quiet: 'px-0 text-brand-strong underline decoration-brand/40 decoration-2 underline-offset-[6px] hover:decoration-brand',
  inverse: 'px-6 bg-white text-brand-strong shadow-sm hover:bg-brand-soft',
  inverseGhost: 'px-6 text-white underline underline-offset-4 decoration-white/40 hover:decoration-white',
};

/** Under forced colours (Windows high contrast) backgrounds vanish: a system-coloured border keeps each button's edge. */
export const forcedColorsEdge = 'forced-colors:border-2 forced-colors:border-solid forced-colors:border-[color:ButtonText]';

/** The same for a panel or badge that is not a control: its edge in the text colour. */
export const forcedColorsPanelEdge = 'forced-colors:border-2 forced-colors:border-solid forced-colors:border-[color:CanvasText]';

// On paper a button is no use: print leaves them out (the facts they lead to are on the page).
const buttonShape = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full py-2.5 text-base font-semibold transition-colors print:hidden';
export const buttonBase = clsx(buttonShape, forcedColorsEdge);

/**
 * The classes of a button of this variant, for a <button> or <a> that is not one of the links below. The
 * quiet variant is a text link: under forced colours it keeps its underline and gets no button edge.
 */
export const buttonClass = (variant: ButtonVariant, className?: string) => clsx(variant === 'quiet' ? buttonShape : buttonBase, buttonVariants[variant], className);

type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & { variant?: ButtonVariant };

/**
 * A link that looks like a button: every call to action on the site. Like every internal link here it is
 * a plain <a>: the browser loads the next page in full (a few kilobytes of HTML; the scripts are cached),
 * at its top, under its own Content-Security-Policy, with no router code, prefetching or workaround for
 * either shipped to the phone.
 */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <a className={buttonClass(variant, className)} {...props} />;
}

type ExternalLinkProps = ComponentPropsWithoutRef<'a'> & { newTabLabel: string };

/** A link to another site: opened in a new tab, safely, and announced as such to screen readers. */
export function ExternalLink({ children, newTabLabel, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}

type ExternalButtonLinkProps = ExternalLinkProps & { variant?: ButtonVariant };

/** A button-styled ExternalLink with the external-link icon. */
export function ExternalButtonLink({ variant = 'secondary', className, children, ...props }: ExternalButtonLinkProps) {
  return (
    <ExternalLink className={buttonClass(variant, className)} {...props}>
      {children}
      <ExternalIcon />
    </ExternalLink>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M11 4h5v5M16 4l-7 7M8 5H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
