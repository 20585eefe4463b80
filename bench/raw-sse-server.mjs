// The yardstick for open streams: a raw node:http Server-Sent Events server. GET /stream holds a
// stream open (with the same headers and a small snapshot, as the app sends); POST /broadcast
// writes one event to every open stream. Compared in the same run with the app's public stream.
import http from 'node:http';

const open = new Set();
let id = 0;
const server = http.createServer((req, res) => {
  if (req.url === '/stream') {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    res.write(`retry: 3000\n\nevent: snapshot\ndata: []\n\n`);
    open.add(res);
    req.on('close', () => open.delete(res));
    return;
  }
  if (req.url === '/broadcast' && req.method === 'POST') {
    id++;
    const chunk = `id: ${id}\nevent: session.started\ndata: ${JSON.stringify({ id })}\n\n`;
    for (const stream of open) stream.write(chunk);
    res.writeHead(204);
    res.end();
    return;
  }
  res.writeHead(404);
  res.end();
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => {
  for (const stream of open) stream.end();
  server.close(() => process.exit(0));
});
