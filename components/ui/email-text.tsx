/**
 * A sentence from content/ with the studio's email in it made a link, wherever the owner put it; the word
 * before it stays on its line (no lone "at" above the address on a phone).
 */
export function EmailText({ text, email }: { text: string; email: string }) {
  const [before, ...rest] = text.split(email);
  if (!rest.length) return text;
  return (
    <>
      {before.replace(/ $/, '\u00A0')}
      <a href={`mailto:${email}`} className="font-semibold break-words text-brand-strong underline underline-offset-4 hover:text-ink">
        {email}
      </a>
      {rest.join(email)}
    </>
  );
}
