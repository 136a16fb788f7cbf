import { formatMinutes, formatPeople } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';

/** A session's length and group size in one line under its price ("60 minutes · 1–3 people"), as on Home and Sessions. */
export function SessionDetails({ duration, groupSize, className }: { duration: NumberRange; groupSize: NumberRange; className?: string }) {
  return (
    <p className={className ?? 'mt-3 font-medium text-ink'}>
      {formatMinutes(duration)} <span aria-hidden="true">·</span> {formatPeople(groupSize)}
    </p>
  );
}
