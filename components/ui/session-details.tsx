import { formatMinutes, formatPeople } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

type SessionDetailsProps = { duration: NumberRange; groupSize: NumberRange; /** Words before them, e.g. "per session". */ lead?: string; className?: string };

/** A session's length and group size in one line under its price ("60 minutes · 1–3 people"), as on Home and Sessions. */
export function SessionDetails({ duration, groupSize, lead, className }: SessionDetailsProps) {
  return (
    <p className={className ?? 'mt-3 font-medium text-ink'}>
      {lead ? (
        <>
          {lead} <span aria-hidden="true">·</span>{' '}
        </>
      ) : null}
      {formatMinutes(duration)} <span aria-hidden="true">·</span> {formatPeople(groupSize)}
    </p>
  );
}
