/**
 * The end of a test app's source: serves its `routes` (path → async (searchParams) → JSON answer) on the
 * sandbox's port 3000, 404 for any other path. The source must require `node:http` as `http`.
 */
export const serveRoutes = (onListening = ''): string => `
http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const route = routes[url.pathname];
  if (!route) { res.writeHead(404); return res.end(); }
  const body = JSON.stringify(await route(url.searchParams));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
}).listen(3000${onListening ? `, ${onListening}` : ''});
`;
