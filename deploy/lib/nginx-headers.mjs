/** What a static image's nginx sends for a path: its server block, and a location's headers through includes. */
import assert from 'node:assert/strict';
import { directives, matchLocation, parseNginx } from './nginx-conf.mjs';
import { exists, read, sourceOf } from './repo.mjs';

/** The server block of the nginx conf a static image (`imageOf(service)`) installs as its conf.d default. */
export function staticServer(image) {
  const source = sourceOf(image, '/etc/nginx/conf.d/default.conf');
  assert.ok(source, `${image.path}: no /etc/nginx/conf.d/default.conf copied from the repository`);
  const block = directives(parseNginx(read(source)), 'server')[0]?.block;
  assert.ok(block, `${source}: no server block`);
  return { image, source, block };
}

/** add_header values of a block (header name in lower case → value), following includes through the image's COPY mapping. */
export function headersOf(image, block) {
  const headers = {};
  for (const d of block) {
    if (d.name === 'add_header') headers[d.args[0].toLowerCase()] = d.args[1];
    if (d.name === 'include') {
      const file = sourceOf(image, d.args[0]);
      assert.ok(file && exists(file), `${image.path}: include ${d.args[0]} is not a file the image copies`);
      Object.assign(headers, headersOf(image, parseNginx(read(file))));
    }
  }
  return headers;
}

/** Headers the image's nginx sends for `uri` (the location nginx picks). */
export function headersAt(server, uri) {
  const location = matchLocation(server.block, uri);
  assert.ok(location, `${server.source}: no location for ${uri}`);
  return headersOf(server.image, location.block);
}
