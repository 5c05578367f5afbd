/**
 * docker-compose.yml, read as compose reads it (anchors and merge keys resolved): every service has a
 * health check, nothing runs in development, and no secret is written in the file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from './lib/paths.mjs';

const source = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(source, { merge: true });
const services = Object.entries(compose.services);
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$|CREDENTIAL/i;
/** A value taken from .env, required: ${NAME:?message}. */
const REQUIRED_VARIABLE = /^\$\{[A-Z_]+:\?[^}]+\}$/;

const environmentOf = (service) =>
  Array.isArray(service.environment) ? Object.fromEntries(service.environment.map((line) => line.split(/=(.*)/s).slice(0, 2))) : (service.environment ?? {});

test('the stack: two API instances behind one proxy, PostgreSQL, Redis and the portal volume', () => {
  const names = services.map(([name]) => name);
  for (const name of ['postgres', 'redis', 'api-1', 'api-2', 'proxy', 'portal']) assert.ok(names.includes(name), `${name} is missing`);
  assert.match(readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8'), /server api-1:8080;\s+server api-2:8080;/);
});

test('every service has a health check', () => {
  for (const [name, service] of services) {
    assert.ok(Array.isArray(service.healthcheck?.test) && service.healthcheck.test.length > 1, `${name} has no health check`);
  }
});

test('nothing defaults to development, and the app services run in production', () => {
  assert.doesNotMatch(source, /development/);
  for (const [name, service] of services) {
    const env = environmentOf(service);
    if (service.build || service.image === 'mobile-esports-portal-app') assert.equal(env.NODE_ENV, 'production', `${name} must set NODE_ENV=production`);
    assert.notEqual(env.SEED_DEMO, 'if-empty', `${name} seeds the demo world`);
  }
});

test('no secret is written in the file: secrets come from .env, required', () => {
  for (const [name, service] of services) {
    for (const [key, value] of Object.entries(environmentOf(service))) {
      if (SECRET_NAME.test(key)) assert.match(String(value), REQUIRED_VARIABLE, `${name}.${key} is written in the file`);
      // Credentials inside connection strings are variables too.
      const credentials = /:\/\/[^:/@]*:([^@]+)@/.exec(String(value));
      if (credentials) assert.match(credentials[1], REQUIRED_VARIABLE, `${name}.${key} has a password written in the file`);
    }
    for (const part of [service.command ?? []].flat()) {
      const secretFlag = /--requirepass\s*(\S*)/.exec(String(part));
      if (secretFlag?.[1]) assert.match(secretFlag[1], REQUIRED_VARIABLE);
    }
    if (service.env_file) assert.deepEqual([service.env_file].flat(), ['.env'], `${name} reads secrets from .env only`);
  }
  assert.match(readFileSync(join(ROOT, '.gitignore'), 'utf8'), /^\.env$/m);
  const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
  for (const line of example.split('\n').filter((l) => SECRET_NAME.test(l.split('=')[0] ?? '') && !l.startsWith('#'))) {
    assert.match(line, /=$/, `.env.example fills in ${line.split('=')[0]}`);
  }
});
