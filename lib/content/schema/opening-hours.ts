import { z } from 'zod';
import { field, time } from './fields';

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const row = z
  .strictObject({
    days: field(z.array(z.enum(weekdays, { error: `expected days of the week: ${weekdays.join(', ')}` })).min(1, { error: 'expected at least one day' }), {
      label: 'Days',
      hint: 'Days with the same hours, next to each other in the week.',
    }),
    opens: field(time().optional(), { label: 'Opens', widget: 'time', hint: 'On the 24-hour clock, like 09:30 or 17:00 (9:30 or 17.00 will do). Leave both times empty on a day you are closed.' }),
    closes: field(time().optional(), { label: 'Closes', widget: 'time', hint: 'On the 24-hour clock, like 20:00. Leave both times empty on a day you are closed.' }),
  })
  .superRefine((entry, context) => {
    if ((entry.opens === undefined) !== (entry.closes === undefined)) {
      context.addIssue({ code: 'custom', path: [entry.opens ? 'closes' : 'opens'], message: 'expected both an opening and a closing time, or neither (closed)' });
    } else if (entry.opens && entry.closes && entry.closes <= entry.opens) {
      context.addIssue({ code: 'custom', path: ['closes'], message: `expected a closing time after the opening time (${entry.opens}), got "${entry.closes}"` });
    }
  });

export const openingHoursSchema = z.strictObject({
  hours: field(
    z.array(row).superRefine((rows, context) => {
      const counts = new Map<Weekday, number>();
      for (const day of rows.flatMap((entry) => entry.days)) counts.set(day, (counts.get(day) ?? 0) + 1);
      const missing = weekdays.filter((day) => !counts.has(day));
      const twice = weekdays.filter((day) => (counts.get(day) ?? 0) > 1);
      if (missing.length) context.addIssue({ code: 'custom', message: `expected every day of the week once, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing` });
      if (twice.length) context.addIssue({ code: 'custom', message: `expected every day of the week once, but ${twice.join(', ')} ${twice.length > 1 ? 'appear' : 'appears'} more than once` });
    }),
    // Three short rows: shown open, so a time she must correct is always in view.
    { label: 'Opening hours', summary: '{{fields.days}} {{fields.opens}}–{{fields.closes}}', folded: false },
  ),
});

export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type HoursRow = OpeningHours['hours'][number];
