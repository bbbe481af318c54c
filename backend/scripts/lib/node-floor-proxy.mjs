// The least a Node gateway can be, for bench-gateway.mjs: POST /wp/text takes `{ prompt }`, asks the upstream
// (argv[2], an OpenAI-compatible base URL) for a chat completion and answers `{ text }` — Node's HTTP server
// in, an undici keep-alive Agent out (as our OpenAI engine calls a provider), JSON parsed both ways, and
// nothing else: no key check, metering, validation, security headers, CORS or logging. Run as its own process
// (fork) with the API's V8 flags, so what it adds over the upstream is the floor for any Node gateway on
// this machine, and what ours adds beyond it is the cost of what ours does. Reports its port over IPC.
import http from 'node:http';
import { Agent, request } from 'undici';

const completions = `${process.argv[2]}/chat/completions`;
const providers = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 });

function answer(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

async function text(prompt) {
  const upstream = await request(completions, {
    method: 'POST',
    dispatcher: providers,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.UPSTREAM_KEY ?? ''}` },
    body: JSON.stringify({ model: process.env.MODEL ?? 'bench-model', messages: [{ role: 'user', content: prompt }] }),
  });
  const reply = await upstream.body.json();
  if (upstream.statusCode !== 200) throw new Error(`the upstream answered ${upstream.statusCode}`);
  return reply.choices[0].message.content;
}

const server = http.createServer((incoming, response) => {
  const parts = [];
  incoming.on('data', (part) => parts.push(part));
  incoming.on('end', () => {
    if (incoming.method !== 'POST' || incoming.url !== '/wp/text') return answer(response, 404, { message: 'not found' });
    let prompt;
    try {
      ({ prompt } = JSON.parse(Buffer.concat(parts).toString()));
    } catch {
      return answer(response, 400, { message: 'not JSON' });
    }
    if (typeof prompt !== 'string') return answer(response, 400, { message: 'prompt must be a string' });
    text(prompt).then(
      (reply) => answer(response, 200, { text: reply }),
      (error) => answer(response, 502, { message: String(error) }),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
