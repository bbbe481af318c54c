// Pure rules of the static server: request targets, content negotiation, CSP sources.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pickEncoding } from '../lib/serve/file-bodies.mjs';
import { readRequestTarget } from '../lib/serve/request-target.mjs';
import { contentSecurityPolicy, remoteSource, remoteSources } from '../lib/serve/site-headers.mjs';

describe('readRequestTarget', () => {
  test('keeps the raw path and query for the proxy and decodes segments for routing', () => {
    assert.deepEqual(readRequestTarget('/api/a%20b//c/?x=%2F#frag'), { path: '/api/a%20b//c/', query: '?x=%2F', segments: ['api', 'a b', 'c'], pathname: '/api/a b/c/' });
  });

  test('an absolute-form target keeps only its path: it never names another host', () => {
    assert.deepEqual(readRequestTarget('http://evil.example:4999/api/x?y=1'), { path: '/api/x', query: '?y=1', segments: ['api', 'x'], pathname: '/api/x' });
    assert.equal(readRequestTarget('https://evil.example').pathname, '/');
    assert.equal(readRequestTarget('http://evil.example?q').query, '?q');
  });

  test('a path starting with // is a path (slashes merged, as nginx does)', () => {
    assert.equal(readRequestTarget('//127.0.0.1:4999/api/x').pathname, '/127.0.0.1:4999/api/x');
    assert.equal(readRequestTarget('//api/x').pathname, '/api/x');
  });

  test('refuses what no valid request sends', () => {
    for (const target of ['*', 'example.com:443', '/%E0%A4%A', '/%', '/a%00b', '/../x', '/a/%2e%2e/x', '/./x', '']) {
      assert.equal(readRequestTarget(target), null, target);
    }
  });
});

describe('pickEncoding', () => {
  for (const [header, expected] of [
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
  ]) {
    test(`${header ?? '(none)'} → ${expected}`, () => assert.equal(pickEncoding(header), expected));
  }
});

describe('remote CSP sources', () => {
  test('absolute URLs give their origin, scheme-relative ones their host, paths none', () => {
    assert.equal(remoteSource('http://localhost:3001/mf-manifest.json'), 'http://localhost:3001');
    assert.equal(remoteSource('HTTPS://CDN.Example.com/x/mf-manifest.json'), 'https://cdn.example.com');
    assert.equal(remoteSource('//cdn.example.com:8443/x'), 'cdn.example.com:8443');
    assert.equal(remoteSource('http://[::1]:3001/x'), 'http://[::1]:3001');
    assert.equal(remoteSource('/mfe/chat/mf-manifest.json'), null);
  });

  test('nothing in remotes.json can add a directive or a wildcard to the policy', () => {
    for (const url of ["http://a.example; script-src *", 'http://a.example *', "http://a.example'unsafe-inline'", 'javascript:alert(1)', 'http://user@a.example/', 'http://*.example/']) {
      assert.equal(remoteSource(url), null, url);
    }
  });

  test('remotes.json text → distinct sorted sources; a broken file names none', () => {
    const json = JSON.stringify({ b: 'http://b.example/m.json', a: 'http://a.example/m.json', c: 'http://a.example/other.json', d: 3 });
    assert.deepEqual(remoteSources(json), ['http://a.example', 'http://b.example']);
    assert.deepEqual(remoteSources('{not json'), []);
    assert.deepEqual(remoteSources('[]'), []);
  });

  test('the policy without remotes', () => {
    assert.equal(
      contentSecurityPolicy([]),
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; media-src 'self' data: blob:; " +
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    );
  });
});
