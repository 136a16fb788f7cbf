import { formatMinutes, formatPeople, NBSP } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

type SessionDetailsProps = { duration: NumberRange; groupSize: NumberRange; className?: string };

/** A session's length and group size in one line under its price ("60 minutes · 1–3 people"), as on Home and Sessions. */
export function SessionDetails({ duration, groupSize, className }: SessionDetailsProps) {
  return (
    <p className={className ?? 'mt-3 font-medium text-ink'}>
      {/* The separator is held to the fact before it, so a wrapped line never starts with "·". */}
      {formatMinutes(duration)}
      {NBSP}
      <span aria-hidden="true">·</span> {formatPeople(groupSize)}
    </p>
  );
}
