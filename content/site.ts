/**
 * The studio's identity: every business fact the site states is read from here.
 * Change a value once and every page, the structured data and the tests follow.
 */
export type Studio = {
  name: string;
  shortName: string;
  tagline: string;
  teacher: { name: string; firstName: string; qualifiedYear: number };
  email: string;
  address: {
    building: string;
    street: string;
    town: string;
    county: string;
    postcode: string;
    country: string;
    countryCode: string;
  };
  geo: { latitude: number; longitude: number };
  siteUrl: string;
  googleReviewsUrl: string;
  /** The Jotform enquiry form: its id, where it is served from, and the provider's iframe-resizing script. */
  form: { id: string; origin: string; embedHandlerUrl: string };
  foundedYear: number;
  copyrightYear: number;
  replyWithinHours: number;
  cancellationNoticeHours: number;
  arriveEarlyMinutes: { min: number; max: number };
};

export const studio = {
  name: 'Willow Room Yoga',
  shortName: 'Willow Room',
  tagline: 'Private yoga, shaped around you, in a quiet room in the heart of town.',
  teacher: { name: 'Hannah Ashby', firstName: 'Hannah', qualifiedYear: 2021 },
  email: 'hello@willowroomyoga.co.uk',
  address: {
    building: 'The Willow Room',
    street: '12 Catherine Hill',
    town: 'Frome',
    county: 'Somerset',
    postcode: 'BA11 1BY',
    country: 'United Kingdom',
    countryCode: 'GB',
  },
  geo: { latitude: 51.2289, longitude: -2.3236 },
  siteUrl: 'https://www.willowroomyoga.co.uk',
  googleReviewsUrl: 'https://www.google.com/maps/search/?api=1&query=Willow%20Room%20Yoga%2C%20Catherine%20Hill%2C%20Frome',
  form: {
    id: '243196854312054',
    embedHandlerUrl: 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js',
    origin: 'https://form.jotform.com',
  },
  foundedYear: 2021,
  copyrightYear: 2025,
  replyWithinHours: 24,
  cancellationNoticeHours: 24,
  arriveEarlyMinutes: { min: 5, max: 10 },
} satisfies Studio;

/** The address on one line, as a visitor reads it and as the map is asked for it. */
export const addressLine = [studio.address.building, studio.address.street, studio.address.town, studio.address.county, studio.address.postcode].join(', ');

export const mapsQuery = encodeURIComponent(`${studio.address.street}, ${studio.address.town} ${studio.address.postcode}`);
export const mapsLinkUrl = `https://www.google.com/maps/search/?api=1&query=${mapsQuery}`;
export const mapsEmbedUrl = `https://www.google.com/maps?q=${mapsQuery}&output=embed`;

export const formUrl = `${studio.form.origin}/${studio.form.id}`;
