// A text field's trimmed value from a submitted form ('' for a file or a missing field).
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
