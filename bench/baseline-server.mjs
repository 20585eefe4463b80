// The yardstick: a raw node:http server answering a small JSON body. Every scenario is reported
// as a ratio to this, measured in the same run, so numbers survive a noisy shared machine.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'none' });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
