// A small static server for web/dist with the SPA fallback and gzip, for benchmarks.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export function serveDist(dist, port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    const body = readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gz = /gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|svg/.test(type);
    res.writeHead(200, {
      'content-type': type,
      ...(gz ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': file.includes('/assets/') ? 'max-age=31536000' : 'no-cache',
    });
    res.end(gz ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
