/**
 * Link text ending in an arrow that never leaves the last word alone on a line. One span around it all,
 * so a flex parent cannot split the words into items and swallow the space between them.
 */
export function WithArrow({ text }: { text: string }) {
  const lastSpace = text.lastIndexOf(' ');
  return (
    <span>
      {text.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {text.slice(lastSpace + 1)}
        <span aria-hidden="true">&nbsp;→</span>
      </span>
    </span>
  );
}
