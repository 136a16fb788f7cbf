import { formatMinutes, formatPeople } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

// The separator is held to the fact before it, so a wrapped line never starts with "·".
const nbsp = '\u00a0';

type SessionDetailsProps = { duration: NumberRange; groupSize: NumberRange; className?: string };

/** A session's length and group size in one line under its price ("60 minutes · 1–3 people"), as on Home and Sessions. */
export function SessionDetails({ duration, groupSize, className }: SessionDetailsProps) {
  return (
    <p className={className ?? 'mt-3 font-medium text-ink'}>
      {formatMinutes(duration)}
      {nbsp}
      <span aria-hidden="true">·</span> {formatPeople(groupSize)}
    </p>
  );
}
