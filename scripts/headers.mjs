// Response headers by path: read from a Netlify / Cloudflare Pages `_headers` file (the preview server
// sends what the CDN will), or taken from the table in hosts/headers.mjs (scripts/check-hosts.mjs).
// A path pattern's `*` matches anything.

/** @typedef {{ pattern: RegExp, headers: [string, string][] }} HeaderRule */

function pathPattern(path) {
  const source = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${source}$`);
}

/** @returns {HeaderRule[]} the rules of the table in hosts/headers.mjs */
export function rulesOf(table) {
  return table.map(({ path, headers }) => ({ pattern: pathPattern(path), headers }));
}

/**
 * Format: a path pattern on its own line, then indented `Name: value` lines.
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const rawLine of text.split('\n')) {
    if (!rawLine.trim() || rawLine.trim().startsWith('#')) continue;
    if (!/^\s/.test(rawLine)) {
      rules.push({ pattern: pathPattern(rawLine.trim()), headers: [] });
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
