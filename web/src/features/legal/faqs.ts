// The FAQs: parsed from content/faqs.md (`## Group`, `### Question?`, answer) and searched in the browser.

export interface Faq {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export function parseFaqs(markdown: string): FaqGroup[] {
  const groups: FaqGroup[] = [];
  let faq: Faq | null = null;
  const finish = () => {
    if (faq) faq.answer = faq.answer.trim();
    faq = null;
  };
  for (const line of markdown.split('\n')) {
    const group = /^##\s+(.+?)\s*$/.exec(line);
    const question = /^###\s+(.+?)\s*$/.exec(line);
    if (group?.[1]) {
      finish();
      groups.push({ id: slug(group[1]), title: group[1], faqs: [] });
    } else if (question?.[1] && groups.length > 0) {
      finish();
      faq = { id: slug(question[1]), question: question[1], answer: '' };
      groups.at(-1)?.faqs.push(faq);
    } else if (faq) {
      faq.answer += `${line}\n`;
    }
  }
  finish();
  return groups.filter((g) => g.faqs.length > 0);
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The groups with only the questions whose question or answer holds every word of the query. */
export function searchFaqs(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((g) => ({
      ...g,
      faqs: g.faqs.filter((f) => {
        const text = fold(`${f.question} ${f.answer} ${g.title}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.faqs.length > 0);
}
