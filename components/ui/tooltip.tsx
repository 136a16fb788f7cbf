'use client';

import {
  autoUpdate,
  flip,
  FloatingDelayGroup,
  offset,
  safePolygon,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { tooltipDelays } from '@/content/interface';

/**
 * Tooltips inside share one delay: the first opens after tooltipDelays.openMs; once one closes, another
 * reached within tooltipDelays.skipMs opens at once.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <FloatingDelayGroup delay={{ open: tooltipDelays.openMs, close: 0 }} timeoutMs={tooltipDelays.skipMs}>
      {children}
    </FloatingDelayGroup>
  );
}

type TooltipProps = {
  /** The extra detail. Never essential: touch and no-JS visitors do not see it. */
  content: string;
  /** What the trigger button shows. */
  children: ReactNode;
  className?: string;
};

/** A button that explains itself on hover or keyboard focus; Escape closes it. */
export function Tooltip({ content, children, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(10), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { delay } = useDelayGroup(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay, move: false, handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  return (
    <>
      <button type="button" ref={refs.setReference} className={className} {...getReferenceProps()}>
        {children}
      </button>
      {open ? (
        <div
          // eslint-disable-next-line react-hooks/refs -- floating-ui's setter is a callback ref, not a read
          ref={refs.setFloating}
          style={floatingStyles}
          className="z-50 max-w-72 rounded-xl bg-ink px-4 py-3 text-sm leading-relaxed text-white shadow-card"
          {...getFloatingProps()}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
