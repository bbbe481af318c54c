// The Dockerfile reader the deployment checks rely on: build arguments and stage chains.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expandVariables, finalStage, parseDockerfile, stages } from './lib/dockerfile.mjs';

const DOCKERFILE = `ARG APP
ARG KIND=remote
FROM node:20 AS build
ARG APP
RUN npm run build -w "$APP"
COPY \${APP}/ \${APP}/
FROM nginx AS static
ARG APP
ENV ROOT=/usr/share/nginx/html
COPY --from=build /app/\${APP}/dist/ \${ROOT}/
FROM static AS serve-remote
COPY remote.conf /etc/nginx/conf.d/default.conf
FROM static AS serve-host
COPY host.conf /etc/nginx/conf.d/default.conf
FROM serve-\${KIND}
`;

describe('expandVariables', () => {
  test('expands $X, ${X}, ${X:-default} and ${X:+alternative}; an unset variable is empty', () => {
    assert.equal(expandVariables('$A/${A}/${B:-b}/${A:+yes}/${B:+no}/$B/\\$A', { A: 'a' }), 'a/a/b/yes///$A');
  });
});

describe('stages', () => {
  test('applies build arguments to FROM, COPY and ENV, leaving RUN to the shell', () => {
    const list = stages(parseDockerfile(DOCKERFILE), { APP: 'mfe-chat' });
    assert.deepEqual(list.map((s) => [s.name, s.from]), [
      ['build', 'node:20'], ['static', 'nginx'], ['serve-remote', 'static'], ['serve-host', 'static'], ['4', 'serve-remote'],
    ]);
    assert.equal(list[0].instructions.find((i) => i.cmd === 'RUN').args, 'npm run build -w "$APP"');
    assert.equal(list[0].instructions.find((i) => i.cmd === 'COPY').args, 'mfe-chat/ mfe-chat/');
    assert.equal(list[1].instructions.find((i) => i.cmd === 'COPY').args, '--from=build /app/mfe-chat/dist/ /usr/share/nginx/html/');
  });

  test('a stage ARG without a value takes the global default; a build argument overrides both', () => {
    const text = 'ARG KIND=remote\nFROM a\nARG KIND\nARG MODE=dev\nCOPY $KIND $MODE\n';
    assert.equal(stages(parseDockerfile(text))[0].instructions.at(-1).args, 'remote dev');
    assert.equal(stages(parseDockerfile(text), { KIND: 'host', MODE: 'prod' })[0].instructions.at(-1).args, 'host prod');
  });
});

describe('finalStage', () => {
  test('is the last stage with the stages it is built from in front, chosen by the build argument', () => {
    const copies = (args) => finalStage(stages(parseDockerfile(DOCKERFILE), args)).instructions.filter((i) => i.cmd === 'COPY').map((i) => i.args);
    assert.deepEqual(copies({ APP: 'shell', KIND: 'host' }), ['--from=build /app/shell/dist/ /usr/share/nginx/html/', 'host.conf /etc/nginx/conf.d/default.conf']);
    assert.deepEqual(copies({ APP: 'mfe-chat' }).at(-1), 'remote.conf /etc/nginx/conf.d/default.conf');
  });
});
