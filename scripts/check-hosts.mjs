#!/usr/bin/env node
// Checks the nginx and Apache set-ups in docs/deploy.md on real servers: takes the blocks marked
// `<!-- check-hosts: … -->` from the guide, points them at out/ on free local ports with a throw-away
// certificate, runs the servers' own configuration tests, starts them, and checks the routes, statuses
// and headers a visitor gets against out/ and public/_headers. A server that is not installed is
// skipped, saying so; anything else that goes wrong fails. CI installs both (.ci/run).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from './headers.mjs';

const projectRoot = resolve(new URL('..', import.meta.url).pathname);
const outDir = resolve(process.env.OUT_DIR ?? join(projectRoot, 'out'));
const guide = readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8');
const headerRules = parseHeadersFile(readFileSync(join(projectRoot, 'public/_headers'), 'utf8'));
const HOST = 'www.example.co.uk';
const BARE_HOST = 'example.co.uk';
const SITE_ROOT = '/var/www/willowroomyoga/out';
const CERT = `/etc/letsencrypt/live/${HOST}/fullchain.pem`;
const KEY = `/etc/letsencrypt/live/${HOST}/privkey.pem`;

class CheckError extends Error {}

/** The code block after `<!-- check-hosts: name -->` in docs/deploy.md. */
function block(name) {
  const match = guide.match(new RegExp(`<!-- check-hosts: ${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``));
  if (!match) throw new CheckError(`docs/deploy.md has no code block marked <!-- check-hosts: ${name} -->`);
  return match[1];
}

/** Replaces every `from` with `to`, failing if the guide no longer contains `from`. */
function substitute(text, from, to, what) {
  if (!text.includes(from)) throw new CheckError(`the ${what} block in docs/deploy.md no longer contains "${from}"; update scripts/check-hosts.mjs`);
  return text.split(from).join(to);
}

function find(names, dirs = (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/usr/local/sbin', '/sbin')) {
  for (const name of names) for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

function run(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new CheckError(`${command} ${args.join(' ')} failed:\n${error.stderr || error.stdout || error.message}`);
  }
}

/** One request; resolves with status, headers and the decoded body. */
function fetchPage({ port, path, host = HOST, tls = true, encoding }) {
  return new Promise((done, fail) => {
    const options = { host: '127.0.0.1', port, path, headers: { host, ...(encoding ? { 'accept-encoding': encoding } : {}) } };
    const req = (tls ? request : httpRequest)({ ...options, ...(tls ? { servername: host, rejectUnauthorized: false } : {}) }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
        done({ status: res.statusCode, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`timed out: ${path}`)));
    req.end();
  });
}

async function waitForPort(port, child, name) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) throw new CheckError(`${name} stopped with code ${child.exitCode}: ${child.stderrText}`);
    try {
      await fetchPage({ port, path: '/', tls: false });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new CheckError(`${name} did not answer on port ${port}`);
}

function start(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderrText = '';
  child.stderr.on('data', (chunk) => (child.stderrText += chunk));
  return child;
}

/** The routes, statuses and headers every host must get right. Returns the lines it checked. */
async function checkRoutes(name, { https, http }, { brotli }) {
  const lines = [];
  const failures = [];
  const expect = (ok, line) => {
    (ok ? lines : failures).push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${line}`);
  };
  const file = (path) => readFileSync(join(outDir, path), 'utf8');
  const notFoundBody = file('404.html');
  const expectHeaders = (response, path) => {
    const missing = headersFor(headerRules, path).filter(([header, value]) => response.headers[header.toLowerCase()] !== value);
    expect(!missing.length, `${path} sends the headers of public/_headers${missing.length ? ` (wrong or missing: ${missing.map(([header]) => header).join(', ')})` : ''}`);
  };

  for (const [path, source] of [['/', 'index.html'], ['/about/', 'about/index.html']]) {
    const response = await fetchPage({ port: https, path });
    expect(response.status === 200 && response.body === file(source), `${path} → 200 with out/${source} (got ${response.status})`);
    expectHeaders(response, path);
  }
  const redirect = await fetchPage({ port: https, path: '/about' });
  expect([301, 308].includes(redirect.status) && /\/about\/$/.test(redirect.headers.location ?? ''), `/about → ${redirect.status} to ${redirect.headers.location}`);

  for (const path of ['/no-such-page/', '/images/', '/_next/', '/_headers', '/.nojekyll', '/404/', '/_not-found/']) {
    const response = await fetchPage({ port: https, path });
    expect(response.status === 404 && response.body === notFoundBody, `${path} → 404 with the site's 404 page (got ${response.status}${response.body === notFoundBody ? '' : ', another body'})`);
    if (path === '/no-such-page/') expectHeaders(response, path);
  }

  const manifest = await fetchPage({ port: https, path: '/manifest.webmanifest' });
  expect(manifest.headers['content-type']?.startsWith('application/manifest+json'), `/manifest.webmanifest is application/manifest+json (got ${manifest.headers['content-type']})`);

  const css = readFileSync(join(outDir, 'index.html'), 'utf8').match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  if (!css) throw new CheckError('out/index.html links no stylesheet under /_next/static/');
  const asset = await fetchPage({ port: https, path: css });
  expect(asset.status === 200, `${css} → 200 (got ${asset.status})`);
  expectHeaders(asset, css);

  const gzip = await fetchPage({ port: https, path: '/', encoding: 'gzip' });
  expect(gzip.headers['content-encoding'] === 'gzip', `/ is gzipped for a browser without Brotli (got ${gzip.headers['content-encoding'] ?? 'none'})`);
  if (brotli) {
    for (const path of ['/', css]) {
      const response = await fetchPage({ port: https, path, encoding: 'gzip, deflate, br, zstd' });
      expect(response.headers['content-encoding'] === 'br', `${path} is sent with Brotli to a browser that accepts it (got ${response.headers['content-encoding'] ?? 'none'})`);
    }
  } else lines.push(`skip ${name}: Brotli not checked (module not installed)`);

  if (http) {
    const plain = await fetchPage({ port: http, path: '/about/', tls: false });
    expect(plain.status === 301 && plain.headers.location === `https://${HOST}/about/`, `http:// → 301 to https://${HOST}/… (got ${plain.status} ${plain.headers.location})`);
    const bare = await fetchPage({ port: https, path: '/about/', host: BARE_HOST });
    expect(bare.status === 301 && bare.headers.location === `https://${HOST}/about/`, `https://${BARE_HOST} → 301 to https://${HOST}/… (got ${bare.status} ${bare.headers.location})`);
  }
  for (const line of [...lines, ...failures]) console.log(line);
  return failures.length;
}

function certificate(dir) {
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]);
  return { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
}

const forTest = (text, what, { cert, key }) => {
  let result = substitute(text, SITE_ROOT, outDir, what);
  result = substitute(result, CERT, cert, what);
  result = substitute(result, KEY, key, what);
  return result;
};

async function checkNginx(dir) {
  const nginx = find(['nginx']);
  if (!nginx) return console.log('check-hosts: skipped: nginx not installed'), 0;
  const tls = certificate(dir);
  const ports = { http: await freePort(), https: await freePort() };
  const modules = '/etc/nginx/modules-enabled';
  const brotli = existsSync(modules) && readdirSync(modules).some((name) => name.includes('brotli'));
  mkdirSync(join(dir, 'snippets'));
  writeFileSync(join(dir, 'snippets/willowroomyoga-headers.conf'), block('nginx-headers'));
  writeFileSync(join(dir, 'snippets/willowroomyoga-brotli.conf'), block('nginx-brotli'));
  let site = forTest(block('nginx'), 'nginx', tls);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${ports.http};`, 'nginx');
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl;`, 'nginx');
  site = site.replace(/^\s*listen \[::\].*$/gm, '');
  if (brotli) site = substitute(site, '# include snippets/willowroomyoga-brotli.conf;', 'include snippets/willowroomyoga-brotli.conf;', 'nginx');
  writeFileSync(join(dir, 'site.conf'), site);
  const root = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(root ? [`user ${userInfo().username};`] : []),
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      ...(existsSync(modules) ? [`include ${modules}/*.conf;`] : []),
      'events {}',
      'http {',
      `  include ${find(['mime.types'], ['/etc/nginx'])};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const args = ['-c', join(dir, 'nginx.conf')];
  console.log(`check-hosts: ${run(nginx, ['-v']) || 'nginx'} -t: ${run(nginx, [...args, '-t']).trim() || 'ok'}`.replace(/\n/g, ' '));
  const child = start(nginx, [...args, '-g', 'daemon off;']);
  try {
    await waitForPort(ports.http, child, 'nginx');
    return await checkRoutes('nginx', ports, { brotli });
  } finally {
    child.kill();
  }
}

async function checkApache(dir) {
  const apache = find(['apache2', 'httpd']);
  if (!apache) return console.log('check-hosts: skipped: Apache not installed'), 0;
  const modulesDir = ['/usr/lib/apache2/modules', '/usr/lib/httpd/modules', '/usr/lib64/httpd/modules'].find((path) => existsSync(join(path, 'mod_headers.so')));
  if (!modulesDir) throw new CheckError(`${apache} is installed but its modules (mod_headers.so) were not found`);
  const tls = certificate(dir);
  const ports = { http: await freePort(), https: await freePort() };
  const htaccessPort = await freePort();
  const brotli = existsSync(join(modulesDir, 'mod_brotli.so'));
  // What `a2enmod headers rewrite deflate brotli ssl` gives on Debian, on top of its defaults (autoindex,
  // deflate.conf, mime, dir, setenvif, env): the conditions the guide is written for.
  const builtIn = run(apache, ['-l']);
  const modules = ['mpm_event', 'authz_core', 'unixd', 'mime', 'dir', 'autoindex', 'alias', 'env', 'setenvif', 'filter', 'deflate', 'headers', 'rewrite', 'socache_shmcb', 'ssl', ...(brotli ? ['brotli'] : [])];
  const debianConf = ['deflate', 'mime', 'dir', 'setenvif'].map((name) => `/etc/apache2/mods-available/${name}.conf`).filter(existsSync);
  let site = forTest(block('apache'), 'apache', tls);
  site = substitute(site, '<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${ports.http}>`, 'apache');
  site = substitute(site, '<VirtualHost *:443>', `<VirtualHost 127.0.0.1:${ports.https}>`, 'apache');
  const htaccess = block('htaccess');
  const root = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'httpd.conf'),
    [
      `ServerRoot ${dir}`,
      'ServerName localhost',
      `PidFile ${dir}/httpd.pid`,
      `ErrorLog ${dir}/error.log`,
      `DefaultRuntimeDir ${dir}`,
      'LogLevel warn',
      ...(root ? ['User nobody', `Group ${existsSync('/etc/debian_version') ? 'nogroup' : 'nobody'}`] : []),
      ...modules.filter((name) => !builtIn.includes(`mod_${name}.c`)).map((name) => `LoadModule ${name}_module ${modulesDir}/mod_${name}.so`),
      ...(debianConf.length ? debianConf.map((path) => `Include ${path}`) : ['TypesConfig /etc/mime.types']),
      ...[ports.http, ports.https, htaccessPort].map((port) => `Listen 127.0.0.1:${port}`),
      site,
      // The .htaccess set-up, as the <Directory> block it is equivalent to, served over HTTPS.
      `<VirtualHost 127.0.0.1:${htaccessPort}>`,
      `  ServerName ${HOST}`,
      `  SSLEngine on`,
      `  SSLCertificateFile ${tls.cert}`,
      `  SSLCertificateKeyFile ${tls.key}`,
      `  DocumentRoot ${outDir}`,
      `  <Directory ${outDir}>`,
      '    AllowOverride None',
      '    Require all granted',
      htaccess,
      '  </Directory>',
      '</VirtualHost>',
    ].join('\n'),
  );
  const args = ['-f', join(dir, 'httpd.conf')];
  console.log(`check-hosts: ${run(apache, ['-v']).split('\n')[0]}; configtest: ${run(apache, [...args, '-t']).trim() || 'Syntax OK'}`);
  const child = start(apache, [...args, '-DFOREGROUND']);
  try {
    await waitForPort(ports.http, child, 'Apache');
    return (await checkRoutes('Apache', ports, { brotli })) + (await checkRoutes('Apache .htaccess', { https: htaccessPort }, { brotli }));
  } finally {
    child.kill();
  }
}

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`check-hosts: no site in ${outDir}; run "npm run build" first`);
  process.exit(1);
}
const workDir = mkdtempSync(join(tmpdir(), 'check-hosts-'));
let failures = 0;
try {
  for (const [name, check] of [['nginx', checkNginx], ['apache', checkApache]]) {
    const dir = join(workDir, name);
    mkdirSync(dir);
    failures += await check(dir);
  }
} catch (error) {
  if (!(error instanceof CheckError)) throw error;
  console.error(`check-hosts: ${error.message}`);
  failures += 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
console.log(`check-hosts: ${failures ? `${failures} failure(s)` : 'the nginx and Apache set-ups in docs/deploy.md serve out/ as they should'}`);
process.exit(failures ? 1 : 0);
