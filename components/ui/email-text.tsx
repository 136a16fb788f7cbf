import { JOIN, NBSP } from '@/lib/content/format';

/**
 * A sentence from content/ with the studio's email in it made a link, wherever the owner put it; a full stop
 * or comma right after the address stays on its line, and so does a short word before it ("at", "to"): neither
 * is ever alone on a line.
 */
export function EmailText({ text, email }: { text: string; email: string }) {
  const [before, ...rest] = text.split(email);
  if (!rest.length) return text;
  const after = rest.join(email);
  const punctuation = /^[.,;:!?)]/.test(after);
  // A no-break space ties a word of up to four letters to the address after it.
  const lead = before.replace(/(^|\s)(\S{1,4}) $/, `$1$2${NBSP}`);
  return (
    <>
      {lead}
      {/* An address has no break opportunity of its own, so it moves whole to the next line; only where a line is
          narrower than the address itself does it break (break-words), never before its full stop. */}
      <a href={`mailto:${email}`} className="font-semibold break-words text-brand-strong underline underline-offset-4 hover:text-ink">
        {email}
      </a>
      {/* A word joiner: no line break between the address and its punctuation. */}
      {punctuation ? `${JOIN}${after}` : after}
    </>
  );
}
