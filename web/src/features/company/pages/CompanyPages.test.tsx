// Covers the company pages' texts as their Markdown front matter gives them: browser title, main
// heading, lead and the two calls to action.
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import AboutPage from './AboutPage';
import CommunityPage from './CommunityPage';

const PAGES: [string, ComponentType, string, string, RegExp, [string, string][]][] = [
  [
    '/about',
    AboutPage,
    'About Recess | Recess',
    'About Recess',
    /^We're building Recess to make the early years of parenting less lonely/,
    [
      ['Start a registry', '/registry'],
      ['Work with us', '/careers'],
    ],
  ],
  [
    '/community',
    CommunityPage,
    'Community | Recess',
    'The Recess community',
    /^Event chats, city pages, guides and 24\/7 support/,
    [
      ['Read the guides', '/editorial'],
      ['Host events as a partner', '/careers/community-partner'],
    ],
  ],
];

it.each(PAGES)('%s has its title, heading, lead and calls to action', (_path, Page, title, heading, lead, links) => {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  expect(document.title).toBe(title);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(screen.getByText(lead)).toBeInTheDocument();
  for (const [name, href] of links) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
});
