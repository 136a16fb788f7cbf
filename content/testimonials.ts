/**
 * Three client testimonials shown on the home page. Use genuine words from real clients, with their
 * permission: UK consumer law (DMCC Act 2024) bans fake or invented reviews.
 */
export type Testimonial = { id: string; quote: string; name: string; descriptor: string; rating: 1 | 2 | 3 | 4 | 5 };

export const testimonials = [
  {
    id: 'sarah',
    quote:
      'After years of back trouble from sitting at a desk, Hannah built a plan that actually fits my life. Six weeks in I can garden again without paying for it the next day.',
    name: 'Sarah M.',
    descriptor: 'Tailored sessions, Frome',
    rating: 5,
  },
  {
    id: 'tom-and-priya',
    quote:
      'We booked a private session for the two of us expecting to feel awkward. Instead it was the calmest hour of our week, and now it is our Sunday ritual.',
    name: 'Tom & Priya',
    descriptor: 'Private general sessions',
    rating: 5,
  },
  {
    id: 'charlotte',
    quote:
      'The perfect start to my sister’s hen weekend. Ten of us, all abilities, lots of giggling, and everyone asked afterwards where they could do more.',
    name: 'Charlotte R.',
    descriptor: 'Hen party organiser',
    rating: 5,
  },
] satisfies Testimonial[];
