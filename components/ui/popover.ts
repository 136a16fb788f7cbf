import { useEffect, useRef, type RefObject } from 'react';

/** Whether an HTML popover is showing. `:popover-open` is unknown (a syntax error) in browsers without popovers: there it never is. */
export function isPopoverOpen(popover: HTMLElement) {
  try {
    return popover.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * Follows a popover's own toggle events, so a press, Escape, a tap elsewhere and a script all count the
 * same. Reports the state once on hydration (the popover may have opened before the scripts arrived),
 * then on every change. `onChange` may change between renders; the listener stays the same.
 */
export function usePopoverState(popoverRef: RefObject<HTMLElement | null>, onChange: (open: boolean) => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    latest.current(isPopoverOpen(popover));
    const onToggle = (event: Event) => latest.current((event as ToggleEvent).newState === 'open');
    popover.addEventListener('toggle', onToggle);
    return () => popover.removeEventListener('toggle', onToggle);
  }, [popoverRef]);
}
