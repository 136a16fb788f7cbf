export type NavLink = { label: string; href: string };

export const headerLinks = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about/' },
  { label: 'Sessions', href: '/sessions/' },
  { label: 'Contact', href: '/contact/' },
] satisfies NavLink[];

export const footerQuickLinks = [
  { label: 'About Us', href: '/about/' },
  { label: 'Sessions & Pricing', href: '/sessions/' },
  { label: 'Contact Us', href: '/contact/' },
] satisfies NavLink[];

export const footerLegalLinks = [
  { label: 'Privacy Policy', href: '/privacy-policy/' },
  { label: 'Terms of Use', href: '/terms/' },
] satisfies NavLink[];

/** Every page the export writes, in the order the sitemap lists them. */
export const routes = ['/', '/about/', '/sessions/', '/contact/', '/privacy-policy/', '/terms/'] as const;
export type Route = (typeof routes)[number];
