'use client';

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Interface } from '@/content/schema/interface';

type Delays = Interface['tooltip'];

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

type TooltipProps = {
  /** The extra detail. Never essential: touch and no-JS visitors do not see it. */
  content: string;
  /** What the trigger button shows. */
  children: ReactNode;
  className?: string;
};

/**
 * A button inside a TooltipGroup that explains itself after the group's open delay of hover, or at once on keyboard focus.
 * Escape closes it; it stays open while the pointer is on it. Placed with CSS above the trigger's start
 * edge (both triggers sit at the start of their card), so no positioning library ships.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const group = useContext(TooltipGroupContext);
  if (!group) throw new Error('A Tooltip must be inside a TooltipGroup, which sets its delays');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
    group.closed(id);
  }, [group, id]);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    group.opened(id, hide);
    setOpen(true);
  }, [group, id, hide]);

  const showAfterDelay = () => {
    clearTimeout(timer.current);
    if (group.isWarm()) show();
    else timer.current = setTimeout(show, group.delays.openDelayMs);
  };

  const hideAfterGrace = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, pointerGraceMs);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType !== 'touch' && showAfterDelay()}
      onPointerLeave={hideAfterGrace}
    >
      <button
        type="button"
        className={className}
        aria-describedby={open ? id : undefined}
        onFocus={(event) => focusVisible(event.currentTarget) && show()}
        onBlur={hide}
      >
        {children}
      </button>
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="absolute bottom-full left-0 z-50 mb-2.5 block w-max max-w-[min(18rem,calc(100vw-4rem))] rounded-xl bg-ink px-4 py-3 font-sans text-sm font-normal leading-relaxed text-white shadow-card"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}

/** Keyboard focus opens the tooltip; the focus a mouse click gives does not. */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
