/** A sentence from content/ with the studio's email in it made a link, wherever the owner put it. */
export function EmailText({ text, email }: { text: string; email: string }) {
  const [before, ...rest] = text.split(email);
  if (!rest.length) return text;
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold break-words text-brand-strong underline underline-offset-4 hover:text-ink">
        {email}
      </a>
      {rest.join(email)}
    </>
  );
}
