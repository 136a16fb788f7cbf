/** The shape of a legal page: numbered sections of plain paragraphs and lists, with optional links. */
export type LegalBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export type LegalSection = {
  id: string;
  heading: string;
  blocks: LegalBlock[];
  /** Links shown after the section's text, e.g. the ICO's complaints page. */
  links?: { label: string; href: string }[];
};

export type LegalDocument = {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
};
