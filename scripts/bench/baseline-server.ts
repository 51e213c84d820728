/**
 * The baseline: plain node:http answering every request with the same bytes from memory. It runs
 * in its own process, like the server it is compared with.
 * Usage: tsx baseline-server.ts <port> <body-file> <content-type>
 */
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile, contentType] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);

http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
