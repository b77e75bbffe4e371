// A static document (a company, programme or policy page): its title, lead and links, and its
// Markdown body. The company and programme pages keep all of it in one Markdown file, the page's
// details in a front matter block above the body: one field a line, its value the rest of the line
// (plain text, not YAML: a lead may hold colons and quotes as they are).
//
//   ---
//   title: About Recess
//   pageTitle: About Recess            (optional: the browser title; the title when absent)
//   lead: We're building Recess to ...
//   back: [Careers and programs](/careers)                          (optional)
//   actions: [Start a registry](/registry) [Work with us](/careers)  (optional)
//   ---
//   ## Why Recess exists
import type { PageLink } from '../../ui/content/ContentPage';

export interface StaticDocument {
  /** What the browser title names ("Careers" → "Careers | Recess"); the title when absent. */
  pageTitle?: string;
  title: string;
  lead: string;
  /** ISO date shown as "Last updated". */
  lastUpdated?: string;
  back?: PageLink;
  /** Calls to action under the lead, the main one first. */
  actions?: PageLink[];
  /** The Markdown, or a promise of it (a text fetched for the page). */
  body: string | Promise<string>;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The Markdown links in a text, in order: "[Work with us](/careers)" → { label, to }. */
export function markdownLinks(text: string): PageLink[] {
  return [...text.matchAll(LINK)].map(([, label = '', to = '']) => ({ label, to }));
}

/** Reads a front matter block and the body below it; throws when the title or the lead is missing. */
export function parseStaticDocument(source: string): StaticDocument {
  const block = FRONT_MATTER.exec(source);
  const fields = new Map<string, string>();
  for (const line of block?.[1]?.split(/\r?\n/) ?? []) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const lead = fields.get('lead');
  if (!title || !lead) throw new Error('A static document needs a title and a lead in its front matter');
  const pageTitle = fields.get('pageTitle');
  const [back] = markdownLinks(fields.get('back') ?? '');
  return {
    title,
    lead,
    ...(pageTitle ? { pageTitle } : {}),
    ...(back ? { back } : {}),
    actions: markdownLinks(fields.get('actions') ?? ''),
    body: source.slice(block?.[0].length ?? 0).trimStart(),
  };
}
