import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

const show = (text: string) =>
  render(
    <MemoryRouter>
      <Markdown>{text}</Markdown>
    </MemoryRouter>,
  );

describe('Markdown', () => {
  it('renders headings with the ids the table of contents links to, lists and tables', () => {
    const { container } = show('## 1. Who we are\n\n- one\n- two\n\n| A | B |\n|---|---|\n| 1 | 2 |\n');
    expect(screen.getByRole('heading', { level: 2, name: '1. Who we are' })).toHaveAttribute('id', '1-who-we-are');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.querySelector('td')?.textContent?.trim()).toBe('1');
  });

  it('never turns raw HTML into elements', () => {
    const { container } = show('Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold</b>');
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>');
  });

  it('drops javascript: links and opens outside links in a new tab', () => {
    show('[bad](javascript:alert(1)) and [shop](https://shop.example/a) and [mail](mailto:hi@example.com)');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'shop' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'shop' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).not.toHaveAttribute('target');
  });

  it('keeps links to app paths inside the app', () => {
    show('See the [Privacy Policy](/privacy-policy).');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('target');
  });
});
