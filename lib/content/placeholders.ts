/**
 * Placeholders: a sentence in content/ refers to a fact with {email} or {tailored.price}, so a fact is typed
 * once and every sentence that needs it follows when it changes. A few fields also take a placeholder the
 * page fills itself (each card its own {title}); they are declared here, once, and nowhere else.
 */

/** Placeholders a page fills itself, per file and field: every other placeholder must be a known fact. */
export const pagePlaceholders: Record<string, Record<string, readonly string[]>> = {
  'home.yaml': { 'services.linkLabel': ['title'] },
  'booking-kit.yaml': { 'confirmation.subject': ['title'] },
  'interface.yaml': { 'facts.rating': ['rating'] },
  // Owner facts that may be empty, each only in the wording shown once it is given (lib/content/legal-wording.ts).
  'legal-wording.yaml': {
    'contactList.withPhone': ['phone'],
    'contactWays.withPhone': ['phone'],
    'vatStatement.registered': ['vatNumber'],
    'icoStatement.registered': ['icoRegistration'],
    'hostingLogs.named': ['hostingProvider'],
    'hostingProcessor.named': ['hostingProvider'],
    'emailProcessor.named': ['emailProvider'],
    'adrStatement.willUse': ['adrName', 'adrWebsite'],
    'adrStatement.wontUse': ['adrName', 'adrWebsite'],
  },
  'testimonials.yaml': { ratingSummary: ['rating', 'count'] },
};

const placeholder = /\{([A-Za-z][\w-]*(?:\.[A-Za-z]\w*)?)\}/g;

/** The names of the placeholders in a text, in order: `{email}` gives `email`. */
export const placeholdersIn = (text: string) => [...text.matchAll(placeholder)].map((match) => match[1]);

type Values = ReadonlyMap<string, string> | Readonly<Record<string, string | number>>;

/**
 * Replaces each {placeholder} that has a value; one it has none for is left as written and passed to
 * `unknown`. The loader fills facts with it, and a page its own placeholders (`{ title: card.title }`).
 */
export function fillPlaceholders(text: string, values: Values, unknown?: (placeholder: string, name: string) => void): string {
  const valueOf = (name: string) => (values instanceof Map ? values.get(name) : (values as Record<string, string | number>)[name]);
  return text.replace(placeholder, (whole, name: string) => {
    const value = valueOf(name);
    if (value !== undefined) return String(value);
    unknown?.(whole, name);
    return whole;
  });
}
