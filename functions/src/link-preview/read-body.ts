// Reads an HTML response body under a byte cap (after decompression) and decodes it to text.
import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SafeFetchError } from './fetch-errors.js';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Refuses anything but an HTML page before a byte of the body is read. */
export function assertHtml(res: IncomingMessage): void {
  const type = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!HTML_TYPES.has(type)) throw new SafeFetchError('not-html');
}

function decompressed(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const ignore = () => undefined; // errors surface through the iteration below
  switch (encoding) {
    case 'identity':
    case '':
      return res;
    case 'gzip':
    case 'x-gzip':
      return pipeline(res, createGunzip(), ignore);
    case 'deflate':
      return pipeline(res, createInflate(), ignore);
    case 'br':
      return pipeline(res, createBrotliDecompress(), ignore);
    default:
      throw new SafeFetchError('network');
  }
}

/**
 * The body, at most `maxBytes` once decompressed (so a small gzip bomb is refused too); the
 * connection is dropped as soon as it grows past the cap.
 */
export async function readCappedBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new SafeFetchError('too-large');
  }
  const stream = decompressed(res);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buffer.length;
      if (size > maxBytes) throw new SafeFetchError('too-large');
      chunks.push(buffer);
    }
  } finally {
    stream.destroy();
    res.destroy();
  }
  return Buffer.concat(chunks);
}

/** The charset named by the Content-Type header, else by a <meta> near the top, else UTF-8. */
function charsetOf(contentType: string | undefined, body: Buffer): string {
  const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const head = body.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
}

export function decodeBody(body: Buffer, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType, body)).decode(body);
  } catch {
    // An unknown charset label: UTF-8 is what nearly every shop serves.
    return new TextDecoder('utf-8').decode(body);
  }
}
