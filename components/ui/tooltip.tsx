'use client';

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Interface } from '@/lib/content/schema/interface';
import { isPopoverOpen, usePopoverState } from './popover';

type Delays = Interface['tooltip'];

declare global {
  interface HTMLElement {
    /** `source` (HTML 2025) makes that element the popover's invoker and implicit anchor; older browsers ignore it. */
    showPopover(options?: { source?: HTMLElement }): void;
  }
}

/**
 * Shared by the tooltips inside one TooltipGroup: while one is open, or within the skip delay of one
 * closing, the next opens at once (and the open one closes).
 */
class DelayGroup {
  private open: { id: string; hide: () => void } | null = null;
  private lastClosedAt = -Infinity;

  constructor(readonly delays: Delays) {}

  isWarm() {
    return this.open !== null || performance.now() - this.lastClosedAt <= this.delays.skipDelayMs;
  }

  opened(id: string, hide: () => void) {
    if (this.open?.id !== id) this.open?.hide();
    this.open = { id, hide };
  }

  closed(id: string) {
    if (this.open?.id !== id) return;
    this.open = null;
    this.lastClosedAt = performance.now();
  }
}

const TooltipGroupContext = createContext<DelayGroup | null>(null);

export function TooltipGroup({ delays, children }: { delays: Delays; children: ReactNode }) {
  const [group] = useState(() => new DelayGroup(delays));
  return <TooltipGroupContext value={group}>{children}</TooltipGroupContext>;
}

// Time to cross the gap between the trigger and the tooltip without it closing.
const pointerGraceMs = 100;

/** Keyboard focus opens the tooltip; the focus a mouse click gives does not. */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

type TooltipProps = {
  /** The extra detail, also the trigger's accessible description. */
  content: string;
  /** What the trigger button shows. */
  children: ReactNode;
  className?: string;
};

/**
 * A button that explains itself. The explanation is an HTML popover the button toggles (`popovertarget`),
 * so a press or a tap shows it, and Escape or a tap elsewhere hides it, with no script at all: while the
 * scripts load, if they never arrive, and on touch screens. Once they do, this island adds the tooltip's
 * manners: it opens after the group's delay of hover, or at once on keyboard focus, stays open while the
 * pointer is on it, and a click on a tooltip the pointer opened keeps it open rather than closing it.
 *
 * Placed above the trigger's start edge with CSS anchor positioning (the button is the popover's implicit
 * anchor); where that is unsupported the browser centres it in the window, still readable and dismissable.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const group = useContext(TooltipGroupContext);
  if (!group) throw new Error('A Tooltip must be inside a TooltipGroup, which sets its delays');
  const id = useId();
  const tipRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A tooltip the visitor pressed open stays until they dismiss it; one the pointer opened follows the pointer.
  const pressed = useRef(false);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    const tip = tipRef.current;
    if (tip && isPopoverOpen(tip)) tip.hidePopover();
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    const tip = tipRef.current;
    // The source makes the trigger the implicit anchor, as a press on it would.
    if (tip && !isPopoverOpen(tip)) tip.showPopover({ source: triggerRef.current ?? undefined });
  }, []);

  // A press, Escape and a tap elsewhere count the same as hover. Whichever opened or closed the tooltip,
  // a pending hover delay is void: a tooltip closed while it ran stays closed.
  usePopoverState(tipRef, (open) => {
    clearTimeout(timer.current);
    if (open) return group.opened(id, hide);
    pressed.current = false;
    group.closed(id);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const showAfterDelay = () => {
    clearTimeout(timer.current);
    if (group.isWarm()) show();
    else timer.current = setTimeout(show, group.delays.openDelayMs);
  };

  const hideAfterGrace = () => {
    clearTimeout(timer.current);
    if (!pressed.current) timer.current = setTimeout(hide, pointerGraceMs);
  };

  return (
    <span
      className="inline-flex"
      onPointerEnter={(event) => event.pointerType !== 'touch' && showAfterDelay()}
      onPointerLeave={(event) => event.pointerType !== 'touch' && hideAfterGrace()}
    >
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={id}
        className={className}
        aria-describedby={id}
        onClick={(event) => {
          const tip = tipRef.current;
          // Hover or focus opened it: the press keeps it open instead of toggling it shut.
          if (tip && isPopoverOpen(tip) && !pressed.current) event.preventDefault();
          pressed.current = true;
        }}
        onFocus={(event) => focusVisible(event.currentTarget) && show()}
        onBlur={() => !pressed.current && hide()}
      >
        {children}
      </button>
      <span
        ref={tipRef}
        id={id}
        role="tooltip"
        popover="auto"
        className="m-auto w-max max-w-[min(18rem,calc(100vw-4rem))] rounded-xl bg-ink px-4 py-3 font-sans text-sm font-normal leading-relaxed text-white shadow-card supports-[position-area:top]:[position-anchor:auto] supports-[position-area:top]:[position-area:top_span-right] supports-[position-area:top]:[position-try-fallbacks:flip-block] supports-[position-area:top]:inset-auto supports-[position-area:top]:mx-0 supports-[position-area:top]:mt-0 supports-[position-area:top]:mb-2.5 forced-colors:border forced-colors:border-[CanvasText]"
      >
        {content}
      </span>
    </span>
  );
}
