#!/usr/bin/env node
// Checks deploy/nginx/waybill.conf with the machine's nginx (`nginx -t`), in a temporary prefix
// with a throwaway self-signed certificate, so nothing of the machine's nginx is read or
// changed. For CI after installing nginx (and openssl): `node deploy/check-nginx.mjs`. Not part
// of `npm test`: the project's machines have no nginx. Exit code 0 when nginx accepts the file.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const nginx = process.env.NGINX_PATH ?? 'nginx';

function fail(message) {
  console.error(`check-nginx: ${message}`);
  process.exit(1);
}

if (spawnSync(nginx, ['-v']).error)
  fail(`${nginx} not found: install nginx first (or set NGINX_PATH)`);
if (spawnSync('openssl', ['version']).error)
  fail('openssl not found: it makes the test certificate');

const prefix = mkdtempSync(path.join(tmpdir(), 'waybill-nginx-'));
try {
  for (const folder of ['conf', 'logs', 'cache', 'tls']) mkdirSync(path.join(prefix, folder));
  const tls = path.join(prefix, 'tls');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=track.example.com',
      '-keyout',
      path.join(tls, 'privkey.pem'),
      '-out',
      path.join(tls, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );

  // The files as shipped, with only the machine's paths moved into the prefix.
  const site = readFileSync(path.join(here, 'nginx', 'waybill.conf'), 'utf8')
    .replaceAll('/etc/nginx/waybill/upstream.conf', path.join(prefix, 'conf', 'upstream.conf'))
    .replaceAll('/var/cache/nginx/waybill', path.join(prefix, 'cache'))
    .replaceAll('/etc/ssl/waybill', tls);
  writeFileSync(path.join(prefix, 'conf', 'waybill.conf'), site);
  writeFileSync(
    path.join(prefix, 'conf', 'upstream.conf'),
    readFileSync(path.join(here, 'nginx', 'upstream.conf'), 'utf8'),
  );
  // A minimal main file around the site, as nginx.conf's http block includes it.
  writeFileSync(
    path.join(prefix, 'conf', 'nginx.conf'),
    [
      'pid logs/nginx.pid;',
      'error_log logs/error.log;',
      'events {}',
      'http {',
      '  access_log off;',
      `  include ${path.join(prefix, 'conf', 'waybill.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const result = spawnSync(
    nginx,
    [
      '-t',
      '-p',
      prefix,
      '-e',
      path.join(prefix, 'logs', 'error.log'),
      '-c',
      path.join(prefix, 'conf', 'nginx.conf'),
    ],
    { encoding: 'utf8' },
  );
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) fail('nginx refused deploy/nginx/waybill.conf');
  console.log('check-nginx: deploy/nginx/waybill.conf is valid');
} finally {
  rmSync(prefix, { recursive: true, force: true });
}
