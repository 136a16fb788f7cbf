// Apache with the files of hosts/apache/ (the virtual host, and the .htaccess file as the <Directory>
// block it is equivalent to), on free local ports.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from '../out-dir.mjs';
import { checkRoutes, waitForPort } from './routes.mjs';
import { CheckError, HOST, certificate, find, forTest, freePort, hostFile, run, start, substitute } from './servers.mjs';

export async function checkApache(dir) {
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
  let site = forTest(hostFile('apache/sites-available/willowroomyoga.conf'), tls);
  site = substitute(site, '<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${ports.http}>`);
  site = substitute(site, '<VirtualHost *:443>', `<VirtualHost 127.0.0.1:${ports.https}>`);
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
      site.text,
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
      hostFile('apache/htaccess').text,
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
