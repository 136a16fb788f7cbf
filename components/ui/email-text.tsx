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
  const [local, domain] = email.split('@');
  return (
    <>
      {lead}
      <a href={`mailto:${email}`} className="font-semibold break-words text-brand-strong underline underline-offset-4 hover:text-ink sm:whitespace-nowrap">
        {/* Whole from 640 px; on a phone, where it must break, after the @, not before its full stop. (A <wbr> breaks
            even where white-space is nowrap, so from 640 px it is not laid out at all.) */}
        {local}@
        <span className="sm:hidden">
          <wbr />
        </span>
        {domain}
      </a>
      {/* A word joiner: no line break between the address and its punctuation. */}
      {punctuation ? `${JOIN}${after}` : after}
    </>
  );
}
