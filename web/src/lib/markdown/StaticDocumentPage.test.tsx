// Covers the static document page: the frame (meta, heading, lead, date, calls to action), the
// contents beside the text, and a text that is still on its way.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StaticDocument } from './static-document';
import { StaticDocumentPage } from './StaticDocumentPage';

const BODY = '## First part\n\nOne.\n\n## Second part\n\nTwo.\n';

function show(doc: StaticDocument, props: { repeatActions?: boolean; showToc?: boolean } = {}) {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <StaticDocumentPage doc={doc} {...props} />
    </MemoryRouter>,
  );
}

const DOC = { title: 'The Recess community', lead: 'Event chats and city pages.', body: BODY };
const GUIDES = { to: '/editorial', label: 'Read the guides' };

it('frames the text with its meta, heading, lead, date, back link and calls to action', () => {
  const back = { to: '/careers', label: 'Careers and programs' };
  const openRoles = { to: '#open-roles', label: 'See open roles' };
  show({ ...DOC, pageTitle: 'Community', lastUpdated: '2026-10-15', back, actions: [GUIDES, openRoles] });

  expect(document.title).toBe('Community | Recess');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', DOC.lead);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DOC.title);
  expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated October 15, 2026');
  expect(screen.getByRole('link', { name: back.label })).toHaveAttribute('href', '/careers');
  expect(screen.getByRole('link', { name: GUIDES.label })).toHaveAttribute('href', '/editorial');
  // An anchor on the page stays a plain link, so the browser scrolls to it.
  expect(screen.getByRole('link', { name: openRoles.label })).toHaveAttribute('href', '#open-roles');
  expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
});

it('repeats the calls to action below the text when asked, and can leave out the contents', () => {
  show({ ...DOC, actions: [GUIDES] }, { repeatActions: true, showToc: false });

  expect(screen.getAllByRole('link', { name: GUIDES.label })).toHaveLength(2);
  expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
});

it('shows the frame and a spinner until a fetched text arrives', async () => {
  let resolve: (text: string) => void = () => {};
  const body = new Promise<string>((r) => (resolve = r));
  // Renders that suspend run in an awaited act, so React sees the promise settle.
  await act(async () => {
    show({ ...DOC, body });
    await Promise.resolve();
  });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DOC.title);
  expect(screen.getByRole('progressbar', { name: `Loading ${DOC.title}` })).toBeInTheDocument();

  await act(async () => {
    resolve(BODY);
    await body;
  });

  expect(await screen.findByRole('heading', { level: 2, name: 'First part' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
