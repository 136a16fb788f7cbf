/** Link text ending in an arrow that never leaves the last word alone on a line. */
export function WithArrow({ text }: { text: string }) {
  const lastSpace = text.lastIndexOf(' ');
  return (
    <>
      {text.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {text.slice(lastSpace + 1)}
        <span aria-hidden="true">&nbsp;→</span>
      </span>
    </>
  );
}
