/**
 * How a ship-by day reads to the shopper: 'Ships by Mon, Dec 14'. Kept apart from the making-time
 * rules, so checkout's scripts carry no date library.
 */
export function shipsByText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const shown = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Ships by ${shown}`;
}
