// nginx with the files of hosts/nginx/, on free local ports.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { checkRoutes, waitForPort } from './routes.mjs';
import { certificate, find, forTest, freePort, hostFile, run, start, substitute } from './servers.mjs';

export async function checkNginx(dir) {
  const nginx = find(['nginx']);
  if (!nginx) return console.log('check-hosts: skipped: nginx not installed'), 0;
  const tls = certificate(dir);
  const ports = { http: await freePort(), https: await freePort() };
  const modules = '/etc/nginx/modules-enabled';
  const brotli = existsSync(modules) && readdirSync(modules).some((name) => name.includes('brotli'));
  mkdirSync(join(dir, 'snippets'));
  for (const name of ['willowroomyoga-headers.conf', 'willowroomyoga-brotli.conf']) writeFileSync(join(dir, 'snippets', name), hostFile(`nginx/snippets/${name}`).text);
  let site = forTest(hostFile('nginx/sites-available/willowroomyoga'), tls);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl;`);
  if (brotli) site = substitute(site, '# include snippets/willowroomyoga-brotli.conf;', 'include snippets/willowroomyoga-brotli.conf;');
  writeFileSync(join(dir, 'site.conf'), site.text.replace(/^\s*listen \[::\].*$/gm, ''));
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
