// Covers the /auto machine transition by transition: the due-date check its form uses, suggesting for
// the answers (and its failure), ticking products, the bulk add's busy state, and the labels it shows.
import { CHECKLIST } from '@shared/checklist';
import {
  addButtonLabel,
  dueDateError,
  initialAutoRegistryState as initial,
  reduce,
  selectedProducts,
  signupReason,
  startsSuggesting,
  SUGGEST_FAILED_MESSAGE,
  suggestFor,
  type AutoRegistryEvent,
  type AutoRegistryState,
} from './auto-registry-machine';
import type { Suggestion } from './suggest';
import { catalogProduct } from '../../test/fixtures';

const today = new Date(2025, 5, 15);
const run = (events: AutoRegistryEvent[], from: AutoRegistryState = initial) => events.reduce(reduce, from);

const product = catalogProduct;
const entry = CHECKLIST[0]!;
const suggestion = (id: string): Suggestion => ({ entry, product: product(id), canWait: false });
const suggestions = [suggestion('a'), suggestion('b'), suggestion('c')];

const answers = { dueDate: '2025-09-01', space: 'roomy', budget: 'lean' } as const;
const suggesting = reduce(initial, { type: 'suggestRequested', answers });
const listed = reduce(suggesting, { type: 'suggestionsLoaded', suggestions });

describe('the questions', () => {
  it('start with no date, a small space and a middle budget', () => {
    expect(initial.answers).toEqual({ dueDate: '', space: 'small', budget: 'middle' });
    expect(initial.suggestions).toBeNull();
  });
});

describe('dueDateError', () => {
  it.each([
    ['', 'Enter your due date (or your baby’s birthday).'],
    ['2025-13-45', 'Enter your due date (or your baby’s birthday).'],
    ['2026-05-01', 'Enter a due date in the next ten months, or a birthday in the last year.'],
    ['2024-06-01', 'Enter a due date in the next ten months, or a birthday in the last year.'],
  ])('refuses %j', (value, message) => {
    expect(dueDateError(value, today)).toBe(message);
  });

  it.each(['2025-06-15', '2026-04-14', '2024-06-15', '2024-12-25'])('accepts %j', (value) => {
    expect(dueDateError(value, today)).toBeNull();
  });
});

describe('suggesting', () => {
  it('keeps the answers, clears an earlier failure, and starts loading', () => {
    const prev = { ...initial, failure: SUGGEST_FAILED_MESSAGE };
    const next = reduce(prev, { type: 'suggestRequested', answers });
    expect(next).toMatchObject({ answers, failure: '', isBusy: true });
    expect(startsSuggesting({ prev, next })).toBe(true);
  });

  it('starts no second load while busy', () => {
    expect(reduce(suggesting, { type: 'suggestRequested', answers: initial.answers })).toBe(suggesting);
  });

  it('shows the list with every product ticked', () => {
    expect(listed).toMatchObject({ isBusy: false, suggestions });
    expect([...listed.selected]).toEqual(['a', 'b', 'c']);
  });

  it('says so when the products could not be loaded, keeping any earlier list', () => {
    const failed = reduce(suggesting, { type: 'suggestFailed' });
    expect(failed).toMatchObject({ isBusy: false, failure: SUGGEST_FAILED_MESSAGE, suggestions: null });
    const again = run([{ type: 'suggestRequested', answers }, { type: 'suggestFailed' }], listed);
    expect(again.suggestions).toBe(suggestions);
  });

  it('replaces the list and ticks everything again on a new suggestion', () => {
    const unticked = reduce(listed, { type: 'productToggled', id: 'a', isSelected: false });
    const again = run(
      [
        { type: 'suggestRequested', answers },
        { type: 'suggestionsLoaded', suggestions: [suggestion('d')] },
      ],
      unticked,
    );
    expect([...again.selected]).toEqual(['d']);
  });
});

describe('suggestFor', () => {
  it('picks from the loaded products for the checklist, by the answers', () => {
    const cheap = product('cheap', { price: 50 });
    const pricey = product('pricey', { price: 900 });
    const lean = suggestFor({ dueDate: '2025-09-01', space: 'roomy', budget: 'lean' }, [cheap, pricey]);
    const splurge = suggestFor({ dueDate: '2025-09-01', space: 'roomy', budget: 'splurge' }, [cheap, pricey]);
    expect(lean[0]).toMatchObject({ entry, product: cheap });
    expect(splurge[0]).toMatchObject({ entry, product: pricey });
    expect(suggestFor(initial.answers, [])).toEqual([]);
  });
});

describe('ticking products', () => {
  it('unticks and ticks again, keeping list order for the picks', () => {
    const unticked = reduce(listed, { type: 'productToggled', id: 'b', isSelected: false });
    expect(selectedProducts(unticked).map((p) => p.id)).toEqual(['a', 'c']);
    const reticked = reduce(unticked, { type: 'productToggled', id: 'b', isSelected: true });
    expect(selectedProducts(reticked).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(listed.selected.size).toBe(3);
  });

  it('has nothing to add before a list is suggested', () => {
    expect(selectedProducts(initial)).toEqual([]);
  });
});

describe('adding', () => {
  it('waits while adding, then settles', () => {
    const adding = reduce(listed, { type: 'addStarted' });
    expect(adding.isBusy).toBe(true);
    expect(addButtonLabel(adding)).toBe('Adding…');
    expect(reduce(adding, { type: 'addFinished' }).isBusy).toBe(false);
  });

  it('counts the ticked products on the button and in the signup reason', () => {
    expect(addButtonLabel(reduce(listed, { type: 'productToggled', id: 'a', isSelected: false }))).toBe(
      'Add 2 products to my registry',
    );
    expect(signupReason(2)).toBe('Create your free account to save these 2 products to your registry.');
  });
});
