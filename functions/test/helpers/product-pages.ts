// A local shop on 127.0.0.1 for link-preview tests: product pages, slow, huge and redirecting ones.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export const OG_PAGE = `<!doctype html><html><head>
<title>Ignored title</title>
<meta property="og:title" content="Snuggle Swaddle &amp; Hat Set">
<meta property="og:image" content="/images/swaddle.jpg">
<meta property="og:site_name" content="Little Shop">
<meta property="product:price:amount" content="$1,249.50">
<meta property="product:price:currency" content="USD">
<meta name="description" content="Soft &lt;b&gt;organic&lt;/b&gt; cotton.">
</head><body><h1>Swaddle</h1></body></html>`;

export const JSON_LD_PAGE = `<!doctype html><html><head>
<title>Convertible Car Seat : Big Store</title>
<meta property="og:title" content="Convertible Car Seat : Big Store">
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[{"@type":"BreadcrumbList","itemListElement":[]},
 {"@type":"Product","name":"Convertible Car Seat","brand":{"@type":"Brand","name":"Graco"},
  "image":[{"@type":"ImageObject","url":"https://cdn.example.com/seat.jpg"}],
  "description":"<p>Grows with your child &amp; fits 3 across.</p>",
  "offers":[{"@type":"Offer","price":"229.99","priceCurrency":"USD"}]}]}
</script>
</head><body></body></html>`;

export const FALLBACK_PAGE = `<html><head><title>  Wooden   Stacking Rings  </title>
<meta name="description" content="A classic first toy.">
<meta name="description" content="A second description.">
</head><body><img src="/a.png"></body></html>`;

export interface ProductPages {
  origin: string;
  port: number;
  /** Host headers the server saw, in order. */
  hosts: string[];
  close: () => Promise<void>;
}

const HTML = 'text/html; charset=utf-8';

function route(req: http.IncomingMessage, res: http.ServerResponse, hangs: Set<http.ServerResponse>): void {
  const url = new URL(req.url ?? '/', 'http://local');
  const html = (body: string | Buffer, status = 200, type = HTML) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  switch (url.pathname) {
    case '/og':
      return html(OG_PAGE);
    case '/json-ld':
      return html(JSON_LD_PAGE);
    case '/fallback':
      return html(FALLBACK_PAGE);
    case '/latin1':
      return html(Buffer.from('<title>Caf\u00e9 cr\u00e8me</title>', 'latin1'), 200, 'text/html; charset=iso-8859-1');
    case '/json':
      return html('{"title":"x"}', 200, 'application/json');
    case '/no-type':
      res.writeHead(200);
      return void res.end('<title>x</title>');
    case '/missing':
      return html('<title>Not found</title>', 404);
    case '/redirect':
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/og' });
      return void res.end();
    case '/chain': {
      const left = Number(url.searchParams.get('n'));
      res.writeHead(301, { location: left > 0 ? `/chain?n=${left - 1}` : '/og' });
      return void res.end();
    }
    case '/slow':
      // Headers at once, then a body that never comes.
      res.writeHead(200, { 'content-type': HTML });
      res.write('<html><head>');
      hangs.add(res);
      return;
    case '/silent':
      hangs.add(res);
      return;
    case '/huge': {
      res.writeHead(200, { 'content-type': HTML });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      const write = (left: number): void => {
        if (left === 0 || res.destroyed) return void res.end();
        if (res.write(chunk)) return write(left - 1);
        res.once('drain', () => write(left - 1));
      };
      return write(64); // about 4 MB, sent without a Content-Length
    }
    case '/huge-declared':
      res.writeHead(200, { 'content-type': HTML, 'content-length': String(3 * 1024 * 1024) });
      return void res.write('<html>');
    case '/gzip-bomb':
      res.writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' });
      return void res.end(gzipSync(Buffer.alloc(10 * 1024 * 1024, 0x20)));
    case '/gzip':
      res.writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' });
      return void res.end(gzipSync(Buffer.from(OG_PAGE)));
    default:
      return html('<title>Not found</title>', 404);
  }
}

/** Starts the shop on 127.0.0.1 with a random port; `close` ends hanging responses too. */
export async function startProductPages(): Promise<ProductPages> {
  const hosts: string[] = [];
  const hangs = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    route(req, res, hangs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hosts,
    close: async () => {
      for (const res of hangs) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
