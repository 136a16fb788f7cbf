/** Opening hours. Times are 24-hour "HH:MM" so they can be shown, checked and put into structured data. */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export type AvailabilityRow = {
  /** What a visitor reads, e.g. "Monday – Friday". */
  label: string;
  days: DayOfWeek[];
  /** null when the studio is closed those days. */
  hours: { opens: string; closes: string } | null;
};

export const availability = [
  {
    label: 'Monday – Friday',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    hours: { opens: '17:00', closes: '20:00' },
  },
  { label: 'Saturday', days: ['Saturday'], hours: null },
  { label: 'Sunday', days: ['Sunday'], hours: { opens: '10:00', closes: '16:00' } },
] satisfies AvailabilityRow[];

/** "17:00" → "5:00 PM", the way the spec writes times. */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export function formatHours(row: AvailabilityRow): string {
  return row.hours ? `${formatTime(row.hours.opens)} – ${formatTime(row.hours.closes)}` : 'Closed';
}
