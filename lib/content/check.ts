import { buildFacts, describeFacts } from './facts';
import type { ContentFiles } from './parse';
import { fillPlaceholders, pagePlaceholders } from './placeholders';
import { rules } from './rules';
import { mapTexts } from './texts';

/**
 * The checks that join fields and files, after each file has passed its schema: fills the placeholders
 * with the facts (facts.ts, placeholders.ts) and runs every rule (rules.ts). The build runs them on the
 * files on disk, the editor on the files as a save would leave them; neither needs more than the content.
 */
export function checkContent(files: ContentFiles, imageExists: (src: string) => boolean): { filled: ContentFiles; problems: string[] } {
  const { filled, problems } = fillContent(files);
  for (const rule of Object.values(rules)) problems.push(...rule({ files, filled, imageExists }));
  return { filled, problems };
}

/** The content with every fact placeholder filled; one that names no fact (and is not the page's own) is a problem. */
export function fillContent(files: ContentFiles): { filled: ContentFiles; problems: string[] } {
  const { site, openingHours, sessions, interface: ui, contact, legalWording } = files.data;
  const facts = buildFacts({ site, openingHours, sessions, ui, contact, legalWording });
  const problems: string[] = [];
  const filled = mapTexts(files, (text, { file, field, where }) =>
    fillPlaceholders(text, facts, (placeholder, name) => {
      if (!pagePlaceholders[file]?.[field]?.includes(name)) problems.push(`${where}: ${placeholder} is not a fact this site knows (${describeFacts(facts)})`);
    }),
  );
  return { filled, problems };
}
