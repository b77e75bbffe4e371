// Who a signed-out rate limit counts (issue 23 #15, decision 010): behind Hosting the visitor Hosting
// saw; called at the function's own URL, the address Google's front end saw, whatever
// X-Forwarded-For the caller writes.
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientAddress, isHostingEdge, trustProxy } from './client.js';

const app = express();
app.set('trust proxy', trustProxy);
app.get('/who', (req, res) => {
  res.json({ address: clientAddress(req) });
});

const who = async (forwardedFor?: string) => {
  const req = request(app).get('/who');
  const res = await (forwardedFor === undefined ? req : req.set('X-Forwarded-For', forwardedFor));
  return (res.body as { address: string }).address;
};

/** A Firebase Hosting edge address (Fastly's published 151.101.0.0/16). */
const EDGE = '151.101.14.9';

describe('clientAddress deployed (2 trusted hops)', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TRUSTED_PROXY_HOPS;
    process.env.TRUSTED_PROXY_HOPS = '2';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = saved;
  });

  it('through Hosting: the visitor Hosting appended, not what the visitor wrote', async () => {
    expect(await who(`203.0.113.7, ${EDGE}`)).toBe('203.0.113.7');
    expect(await who(`10.9.9.9, 198.51.100.1, 203.0.113.7, ${EDGE}`)).toBe('203.0.113.7');
  });

  it("at the function's own URL: the address Google's front end saw, however X-Forwarded-For is rewritten", async () => {
    const caller = '198.51.100.23';
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) seen.add(await who(`203.0.113.${i}, ${caller}`));
    seen.add(await who(caller));
    seen.add(await who(`${EDGE}, ${caller}`));
    expect([...seen]).toEqual([caller]);
  });

  it('with no forwarded entry at all: the socket', async () => {
    expect(await who()).toMatch(/127\.0\.0\.1|::1/);
  });
});

describe('isHostingEdge', () => {
  it('knows the published ranges, in IPv4, IPv4-mapped and IPv6 form, and nothing else', () => {
    expect(isHostingEdge(EDGE)).toBe(true);
    expect(isHostingEdge(`::ffff:${EDGE}`)).toBe(true);
    expect(isHostingEdge('2a04:4e42:1::1')).toBe(true);
    for (const other of ['198.51.100.23', '151.102.0.1', 'not-an-address', '', '2001:db8::1']) {
      expect(isHostingEdge(other), other).toBe(false);
    }
    expect(isHostingEdge('10.1.2.3', '10.0.0.0/8, bad, 192.168.0.0/16')).toBe(true);
  });
});
