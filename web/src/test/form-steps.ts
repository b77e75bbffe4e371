// For component tests of whole forms: find a field by its exact label (required ones add an
// asterisk), paste into fields, and choose from a select's menu, as a person would.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Matches exactly `label`, or `label` and the asterisk of a required field. */
const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The field whose label is exactly `label`. */
export function fieldLabelled(label: string): HTMLElement {
  return screen.getByLabelText(exactly(label));
}

/** Replaces each field's value, by paste (typing long texts key by key is slow in jsdom). */
export async function fillFields(user: User, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(fieldLabelled(label));
    await user.click(fieldLabelled(label));
    await user.paste(value);
  }
}

/** Opens the select named `label` and picks `option` from its menu. */
export async function chooseOption(user: User, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: exactly(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}
