/**
 * @jest-environment node
 */
// The host files say what the one table of headers says, each in its own syntax.
import { headerRules } from '../hosts/headers.mjs';
import { headersFor, parseHeadersFile, rulesOf } from './headers.mjs';
import { cloudFrontPolicy, headersFile, withHeaderRegions } from './hosts.mjs';

const everyPath = headerRules.find((rule) => rule.path === '/*').headers;

test('public/_headers, read as Netlify reads it, gives every path the headers of the table', () => {
  const fromFile = parseHeadersFile(headersFile());
  for (const path of ['/', '/about/', '/admin/', '/_next/static/chunks/a.js']) expect(headersFor(fromFile, path)).toEqual(headersFor(rulesOf(headerRules), path));
});

test('a region of an nginx or Apache file is rewritten from the table, and the lines around it are kept', () => {
  const stale = ['server {', '    # headers for /* (from hosts/headers.mjs)', '    add_header Old "value" always;', '    # end of headers', '}'].join('\n');
  const lines = withHeaderRegions(stale, 'nginx', 'site').split('\n');
  expect(lines[0]).toBe('server {');
  expect(lines.at(-1)).toBe('}');
  expect(lines.join('\n')).not.toContain('Old');
  for (const [name, value] of everyPath) expect(lines).toContain(`    add_header ${name} "${value}" always;`);
  const apache = withHeaderRegions('# headers for /* (from hosts/headers.mjs)\n# end of headers', 'apache', 'htaccess');
  for (const [name, value] of everyPath) expect(apache).toContain(`Header always set ${name} "${value}"`);
  expect(() => withHeaderRegions('server {}', 'nginx', 'site')).toThrow('site has no "# headers for PATH');
});

test('the CloudFront policy carries every header of the table for every path', () => {
  const policy = JSON.stringify(cloudFrontPolicy());
  for (const [name, value] of everyPath) {
    const hsts = name === 'Strict-Transport-Security';
    if (hsts) expect(policy).toContain(`"AccessControlMaxAgeSec":${value.match(/max-age=(\d+)/)[1]}`);
    else if (name !== 'X-Content-Type-Options') expect(policy).toContain(JSON.stringify(value));
  }
});
