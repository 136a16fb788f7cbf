import type { HoursRow, Weekday } from './schema/opening-hours';
import { weekdays } from './schema/opening-hours';
import type { NumberRange } from './schema/sessions';
import type { Site } from './schema/site';

/**
 * Facts a visitor reads as one thing (a price, a time, a postcode) never break across lines: the spaces
 * in them are no-break spaces and a dash inside a range is followed by a word joiner (U+2060). Both are
 * invisible; `plainText` turns them back into ordinary text for structured data and meta tags.
 */
export const NBSP = '\u00a0';
export const JOIN = '\u2060';
const dash = `–${JOIN}`;
export const plainText = (text: string) => text.replaceAll(JOIN, '').replaceAll(NBSP, ' ');

/** £20 for whole pounds, £22.50 with pence. */
export const formatPounds = (pounds: number) => `£${Number.isInteger(pounds) ? pounds : pounds.toFixed(2)}`;

/** £20, or £18–£30 for a price that varies. */
export const formatPrice = ({ from, to }: NumberRange) => (to === undefined ? formatPounds(from) : `${formatPounds(from)}${dash}${formatPounds(to)}`);

/** A session's price, or the words for one priced on quote (the group experiences have no price). */
export const formatSessionPrice = (session: { title: string; price?: NumberRange }, onQuote: string) => (session.price ? formatPrice(session.price) : onQuote);

/** 60 minutes, or 45–60 minutes. */
export const formatMinutes = ({ from, to }: NumberRange) => (to === undefined ? `${from}${NBSP}minutes` : `${from}${dash}${to}${NBSP}minutes`);

/** 1–3 people; with no upper limit, 4 or more people. */
export function formatPeople({ from, to }: NumberRange) {
  if (to === undefined) return `${from}${NBSP}or${NBSP}more${NBSP}people`;
  return `${from}${dash}${to}${NBSP}people`;
}

/** "17:00" → "5pm", "09:30" → "9:30am": British usage, minutes only when there are some. */
export function formatTime(time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours >= 12 ? 'pm' : 'am'}`;
}

/** Monday–Friday for days next to each other in the week, else Monday, Wednesday: a closed en dash, as in 5–8pm. */
export function formatDays(days: Weekday[]) {
  const positions = days.map((day) => weekdays.indexOf(day));
  const consecutive = positions.every((position, index) => index === 0 || position === positions[index - 1] + 1);
  if (days.length > 2 && consecutive) return `${days[0]}${dash}${days.at(-1)}`;
  return days.join(', ');
}

/** "5–8pm" when both times fall in the afternoon (or both in the morning), else "10am–4pm". */
export function formatHours(row: HoursRow, closed: string) {
  if (!row.opens || !row.closes) return closed;
  const [opens, closes] = [formatTime(row.opens), formatTime(row.closes)];
  const sameHalf = opens.slice(-2) === closes.slice(-2);
  return `${sameHalf ? opens.slice(0, -2) : opens}${dash}${closes}`;
}

/** The address on one line, as a visitor reads it; where it wraps, the street and the postcode each stay whole. */
export const addressLine = ({ address }: Site) =>
  [address.building, address.street.replaceAll(' ', NBSP), address.town, address.county, address.postcode.replaceAll(' ', NBSP)].join(', ');

/** The address as a UK address block, a line each: the building, the street, the town and county, the postcode. */
export const addressLines = ({ address }: Site) => [address.building, address.street, `${address.town}, ${address.county}`, address.postcode].filter(Boolean);

/** The website's address as people write it: no scheme, no trailing slash (www.example.co.uk). */
export const webAddress = ({ website }: Site) => website.url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const mapsQuery = ({ address }: Site) => encodeURIComponent(`${address.street}, ${address.town} ${address.postcode}`);

/** An email link with its subject line filled in, as the Contact and About pages' "ask me" buttons use. */
export const mailtoWithSubject = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export const mapsLinkUrl = (site: Site) => `https://www.google.com/maps/search/?api=1&query=${mapsQuery(site)}`;
export const mapsEmbedUrl = (site: Site) => `https://www.google.com/maps?q=${mapsQuery(site)}&output=embed`;

/** The studio's Google Business Profile once the owner gives it; until then a Maps search for the studio. */
export const reviewsUrl = (site: Site) =>
  site.googleBusinessProfileUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name}, ${site.address.street}, ${site.address.town}`)}`;

export const formUrl = ({ enquiryForm }: Site) => `${enquiryForm.formAddress}/${enquiryForm.formId}`;

/** mats, blocks and straps */
export const formatList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join(''));
