/** The snapshots a job's event stream sends (GET /api/jobs/:id/events), as they come. */
export async function* jobFrames<T>(url: string, headers: Record<string, string>): AsyncGenerator<T> {
  const answer = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers } });
  expect(answer.status).toBe(200);
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const data = buffered.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
      buffered = buffered.slice(end + 2);
      if (data) yield JSON.parse(data.slice('data: '.length)) as T;
    }
  }
}
