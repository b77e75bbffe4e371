// Covers the policy and FAQ pages over their fetched texts: the page frame at once, the text once
// it arrives (under Suspense), and an unknown path as not found.
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import FaqsPage from './FaqsPage';
import LegalPage from './LegalPage';

const TEXTS: Record<string, string> = {
  'privacy-policy': '## 1. What we collect\n\nLittle.\n\n## 2. Your rights\n\nMany.\n',
  faqs: '## Registry\n\n### Is it free?\n\nYes.\n\n### Can I hide an item?\n\nYes.\n',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const slug = /([\w-]+)\.md/.exec(url)?.[1] ?? '';
      return Promise.resolve(new Response(TEXTS[slug] ?? 'x', { status: 200 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function show(path: string, page: ReactNode) {
  // A render that suspends runs in an awaited act, so React sees the fetched text arrive.
  await act(async () => {
    render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
    await Promise.resolve();
  });
}

it('a policy page shows its title, date and link back, then its text with contents', async () => {
  await show('/privacy-policy', <LegalPage />);

  expect(document.title).toBe('Privacy Policy | Recess');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated October 15, 2026');
  expect(screen.getByRole('link', { name: 'Legal Center' })).toHaveAttribute('href', '/legal-center');
  expect(await screen.findByRole('heading', { level: 2, name: '1. What we collect' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
});

it('an unknown policy path is not found', async () => {
  await show('/no-such-policy', <LegalPage />);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
});

it('the FAQs count their questions once the text has arrived', async () => {
  await show('/faqs', <FaqsPage />);

  expect(screen.getByRole('searchbox', { name: 'Search the FAQs' })).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('2 questions in 1 topics.');
});
