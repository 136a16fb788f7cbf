/**
 * A sentence from content/ with the studio's email in it made a link, wherever the owner put it; a full stop
 * or comma right after the address stays on its line (never alone on the next), and a short word before it
 * ("at") goes with it.
 */
export function EmailText({ text, email }: { text: string; email: string }) {
  const [sentence, ...rest] = text.split(email);
  if (!rest.length) return text;
  const after = rest.join(email);
  // A short word just before the address ("at", "to") goes to the next line with it, never left alone above it.
  const before = sentence.replace(/(\s\S{1,3}) $/, '$1\u00a0');
  const punctuation = /^[.,;:!?)]/.test(after);
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold break-words text-brand-strong underline underline-offset-4 hover:text-ink">
        {email}
      </a>
      {/* A word joiner: no line break between the address and its punctuation. */}
      {punctuation ? `\u2060${after}` : after}
    </>
  );
}
