// Covers the front matter of a static document: its fields, its links, and the body below it.
import { markdownLinks, parseStaticDocument } from './static-document';

const SOURCE = `---
title: Community Partners
pageTitle: Partners
lead: Free for parent groups: list your family events on Recess city pages.
back: [Careers and programs](/careers)
actions: [Apply to become a partner](/careers/apply-community-partner) [See open roles](#open-roles)
---

## Who the program is for

Text.
`;

describe('parseStaticDocument', () => {
  it('reads the fields, the links and the body below the front matter', () => {
    expect(parseStaticDocument(SOURCE)).toEqual({
      title: 'Community Partners',
      pageTitle: 'Partners',
      lead: 'Free for parent groups: list your family events on Recess city pages.',
      back: { label: 'Careers and programs', to: '/careers' },
      actions: [
        { label: 'Apply to become a partner', to: '/careers/apply-community-partner' },
        { label: 'See open roles', to: '#open-roles' },
      ],
      body: '## Who the program is for\n\nText.\n',
    });
  });

  it('leaves out what the front matter does not name, and reads Windows line ends', () => {
    const doc = parseStaticDocument('---\r\ntitle: About Recess\r\nlead: Who we are.\r\n---\r\n## Why\r\n');
    expect(doc).toEqual({ title: 'About Recess', lead: 'Who we are.', actions: [], body: '## Why\r\n' });
  });

  it('refuses a document without a title or a lead', () => {
    expect(() => parseStaticDocument('## Just a body')).toThrow(/title and a lead/);
    expect(() => parseStaticDocument('---\ntitle: About\n---\nText')).toThrow(/title and a lead/);
  });
});

it('markdownLinks finds every link of a line in order', () => {
  expect(markdownLinks('[A](/a), then [B](#b) and [not a link]')).toEqual([
    { label: 'A', to: '/a' },
    { label: 'B', to: '#b' },
  ]);
});
