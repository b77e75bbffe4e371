// notify() against the emulator: bounded fields, same-site links, and at most once per id.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/admin.js';
import { NOTIFICATION_LIMITS, notify } from './notifications.js';

const uid = () => `test-${randomUUID()}`;
const read = async (id: string) => (await db().collection('notifications').doc(id).get()).data();

describe('notify', () => {
  it('writes an unread notification for its owner, with bounded text', async () => {
    const owner = uid();
    const id = `test-note-${randomUUID()}`;
    const before = Date.now();
    await notify(owner, {
      id,
      kind: 'recall',
      title: 'x'.repeat(500),
      body: ' Short body ',
      link: '/marketplace/orders',
    });
    const doc = await read(id);
    expect(doc).toMatchObject({
      uid: owner,
      kind: 'recall',
      body: 'Short body',
      link: '/marketplace/orders',
      readAt: null,
    });
    expect(doc?.title).toHaveLength(NOTIFICATION_LIMITS.title);
    expect(doc?.title).toMatch(/…$/);
    expect(doc?.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps links on this site', async () => {
    const id = `test-note-${randomUUID()}`;
    await notify(uid(), { id, kind: 'k', title: 't', body: 'b', link: '//evil.example/phish' });
    expect((await read(id))?.link).toBe('/marketplace/notifications');
  });

  it('writes a notification with an id once: a repeat leaves the first, read or not, alone', async () => {
    const owner = uid();
    const id = `test-note-${randomUUID()}`;
    await notify(owner, { id, kind: 'recall', title: 'First', body: 'b', link: '/' });
    await db().collection('notifications').doc(id).update({ readAt: 123 });
    await notify(owner, { id, kind: 'recall', title: 'Second', body: 'b', link: '/' });
    expect(await read(id)).toMatchObject({ title: 'First', readAt: 123 });
    const all = await db().collection('notifications').where('uid', '==', owner).get();
    expect(all.size).toBe(1);
  });
});
