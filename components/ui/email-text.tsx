import { JOIN } from '@/lib/content/format';

/**
 * A sentence from content/ with the studio's email in it made a link, wherever the owner put it; a full stop
 * or comma right after the address stays on its line, never alone on the next.
 */
export function EmailText({ text, email }: { text: string; email: string }) {
  const [before, ...rest] = text.split(email);
  if (!rest.length) return text;
  const after = rest.join(email);
  const punctuation = /^[.,;:!?)]/.test(after);
  return (
    <>
      {before}
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
