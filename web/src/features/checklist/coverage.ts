// Which checklist needs a registry already covers, per category ("6 of 9 nursery essentials").
import type { ChecklistEntry } from '@shared/catalog';
import type { ProductSnapshot } from '@shared/registry';

export function isCovered(entry: ChecklistEntry, items: readonly ProductSnapshot[]): boolean {
  return items.some((i) => i.category === entry.category && entry.subcategories.includes(i.subcategory ?? ''));
}

export function progressLabel(covered: number, total: number, categoryName: string): string {
  return `${covered} of ${total} ${categoryName.toLowerCase()} essentials`;
}
