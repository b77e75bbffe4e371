// A content date ("2026-10-15") as people read it: "October 15, 2026", the same in every time zone.
export function formatDay(iso: string): string {
  const t = Date.parse(`${iso}T12:00:00Z`);
  if (Number.isNaN(t)) return iso;
  return new Date(t).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
