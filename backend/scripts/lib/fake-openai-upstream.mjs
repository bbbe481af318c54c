// A lean OpenAI-compatible upstream for bench-gateway.mjs, run as its own process (fork) so it never shares
// an event loop with what is measured. POST …/chat/completions answers one fixed completion: plain JSON, or
// Server-Sent Events when the request asks for `stream: true`. Reports its port to the parent over IPC.
import http from 'node:http';

export const REPLY = 'Fresh bread every morning, baked with love since 1984.';

const json = Buffer.from(
  JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'bench-model',
    choices: [{ index: 0, message: { role: 'assistant', content: REPLY }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 7, completion_tokens: 14, total_tokens: 21 },
  }),
);
const chunk = (delta, finish = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const sse = Buffer.from(`${chunk({ role: 'assistant', content: REPLY })}${chunk({}, 'stop')}data: [DONE]\n\n`);

const server = http.createServer((request, response) => {
  const parts = [];
  request.on('data', (part) => parts.push(part));
  request.on('end', () => {
    if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    // A cheap check instead of JSON.parse: the floor should cost as little as possible.
    const streamed = Buffer.concat(parts).includes('"stream":true');
    const body = streamed ? sse : json;
    response.writeHead(200, { 'content-type': streamed ? 'text/event-stream' : 'application/json', 'content-length': body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
