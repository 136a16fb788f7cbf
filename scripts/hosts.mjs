// Writes the host files from the one table of response headers, hosts/headers.mjs (for scripts/generate.mjs):
//   public/_headers                       whole, for Netlify, Cloudflare Pages and the local preview
//   hosts/cloudfront/headers-policy.json  whole, CloudFront's response headers policy
//   hosts/nginx/…, hosts/apache/…         only the lines between "# headers for PATH (from hosts/headers.mjs)"
//                                         and "# end of headers"; the rest of each file is written by hand
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headerRules } from '../hosts/headers.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const regionFiles = [
  'hosts/nginx/snippets/willowroomyoga-headers.conf',
  'hosts/nginx/sites-available/willowroomyoga',
  'hosts/apache/sites-available/willowroomyoga.conf',
  'hosts/apache/htaccess',
];
const lineFormats = {
  nginx: (name, value) => `add_header ${name} "${value}" always;`,
  apache: (name, value) => `Header always set ${name} "${value}"`,
};

function rule(path) {
  const found = headerRules.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`hosts/headers.mjs has no rule for ${path}`);
  for (const [name, value] of found.headers) {
    if (value.includes('"')) throw new Error(`hosts/headers.mjs: the ${name} header may not contain a double quote`);
  }
  return found;
}

/** public/_headers, in the format Netlify and Cloudflare Pages read. */
export function headersFile() {
  const rules = headerRules.flatMap(({ path, why, headers }) => ['', ...why.map((line) => `# ${line}`), path, ...headers.map(([name, value]) => `  ${name}: ${value}`)]);
  const top = [
    '# Response headers for Netlify and Cloudflare Pages (the local preview, `npm start`, sends them too).',
    '# Written by `npm run generate` from hosts/headers.mjs: change the headers there, not here.',
  ];
  return [...top, ...rules, ''].join('\n');
}

/** CloudFront's response headers policy: its named settings where it has one, custom headers for the rest. */
export function cloudFrontPolicy() {
  const headers = new Map(rule('/*').headers);
  const take = (name) => {
    if (!headers.has(name)) throw new Error(`hosts/headers.mjs: the rule for /* has no ${name}, which the CloudFront policy needs`);
    const value = headers.get(name);
    headers.delete(name);
    return value;
  };
  const hsts = take('Strict-Transport-Security');
  if (take('X-Content-Type-Options') !== 'nosniff') throw new Error('hosts/headers.mjs: CloudFront can only send X-Content-Type-Options: nosniff');
  const securityHeaders = {
    ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: take('Content-Security-Policy') },
    StrictTransportSecurity: {
      Override: true,
      AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(hsts)?.[1]),
      IncludeSubdomains: /includeSubDomains/i.test(hsts),
      Preload: /preload/i.test(hsts),
    },
    ContentTypeOptions: { Override: true },
    FrameOptions: { Override: true, FrameOption: take('X-Frame-Options') },
    ReferrerPolicy: { Override: true, ReferrerPolicy: take('Referrer-Policy') },
  };
  const custom = [...headers].map(([Header, Value]) => ({ Header, Value, Override: true }));
  return {
    Name: 'willowroomyoga-headers',
    Comment: 'The response headers of hosts/headers.mjs for every path',
    SecurityHeadersConfig: securityHeaders,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

/** The file with each "# headers for PATH" region rewritten from the table. */
export function withHeaderRegions(text, format, file) {
  const region = /^([ \t]*)# headers for (\S+) \(from hosts\/headers\.mjs\)\n(?:.*\n)*?[ \t]*# end of headers$/gm;
  if (!region.test(text)) throw new Error(`${file} has no "# headers for PATH (from hosts/headers.mjs)" … "# end of headers" lines`);
  return text.replace(region, (_, indent, path) =>
    [`# headers for ${path} (from hosts/headers.mjs)`, ...rule(path).headers.map(([name, value]) => lineFormats[format](name, value)), '# end of headers']
      .map((line) => indent + line)
      .join('\n'),
  );
}

/** Writes every host file; returns the ones whose text changed. */
export function writeHostFiles(root = projectRoot) {
  const files = {
    'public/_headers': headersFile(),
    'hosts/cloudfront/headers-policy.json': `${JSON.stringify(cloudFrontPolicy(), null, 2)}\n`,
  };
  for (const file of regionFiles) files[file] = withHeaderRegions(readFileSync(join(root, file), 'utf8'), file.split('/')[1], file);
  const changed = [];
  for (const [file, text] of Object.entries(files)) {
    const path = join(root, file);
    let before;
    try {
      before = readFileSync(path, 'utf8');
    } catch {
      before = undefined;
    }
    if (before === text) continue;
    writeFileSync(path, text);
    changed.push(relative(root, path));
  }
  return changed;
}
