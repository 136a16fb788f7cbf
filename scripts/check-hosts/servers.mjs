// What scripts/check-hosts.mjs needs to run a server: the host files with test paths, free ports, a
// throw-away certificate, and starting and stopping.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
export { freePort } from '../free-port.mjs';
import { outDir } from '../out-dir.mjs';

export const HOST = 'www.example.co.uk';
export const BARE_HOST = 'example.co.uk';
const SITE_ROOT = '/var/www/willowroomyoga/out';
const CERT = `/etc/letsencrypt/live/${HOST}/fullchain.pem`;
const KEY = `/etc/letsencrypt/live/${HOST}/privkey.pem`;
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export class CheckError extends Error {}

/** A file of hosts/, as docs/deploy.md tells you to install it. */
export function hostFile(path) {
  return { path: `hosts/${path}`, text: readFileSync(join(projectRoot, 'hosts', path), 'utf8') };
}

/** Replaces every `from` with `to` in a host file, failing if the file no longer contains `from`. */
export function substitute(file, from, to) {
  if (!file.text.includes(from)) throw new CheckError(`${file.path} no longer contains "${from}"; update scripts/check-hosts/`);
  return { ...file, text: file.text.split(from).join(to) };
}

/** The file pointed at out/ and the test certificate instead of the server's folder and Let's Encrypt. */
export function forTest(file, { cert, key }) {
  return substitute(substitute(substitute(file, SITE_ROOT, outDir), CERT, cert), KEY, key);
}

export function find(names, dirs = (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/usr/local/sbin', '/sbin')) {
  for (const name of names) for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}


export function run(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new CheckError(`${command} ${args.join(' ')} failed:\n${error.stderr || error.stdout || error.message}`);
  }
}

export function start(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderrText = '';
  child.stderr.on('data', (chunk) => (child.stderrText += chunk));
  return child;
}

export function certificate(dir) {
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]);
  return { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
}
