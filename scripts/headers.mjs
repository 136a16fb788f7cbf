// Reads a Netlify / Cloudflare Pages `_headers` file, so the preview server sends what the CDN will.
// Format: a path pattern on its own line (`*` matches anything), then indented `Name: value` lines.

/** @returns {{ pattern: RegExp, headers: [string, string][] }[]} */
export function parseHeadersFile(text) {
  const rules = [];
  for (const rawLine of text.split('\n')) {
    if (!rawLine.trim() || rawLine.trim().startsWith('#')) continue;
    if (!/^\s/.test(rawLine)) {
      const source = rawLine.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const separator = rawLine.indexOf(':');
    if (separator === -1 || rules.length === 0) continue;
    rules.at(-1).headers.push([rawLine.slice(0, separator).trim(), rawLine.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Every header whose rule matches the path, later rules adding to earlier ones. */
export function headersFor(rules, pathname) {
  return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
