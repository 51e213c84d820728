/** How an event's days read on the storefront and in the back-office. */
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

type Days = { startsOn: string; endsOn: string };

/** "Saturday 25 and Sunday 26 October 2025", "Friday 31 October – Sunday 2 November 2025", "Saturday 16 January 2027". */
export function eventDaysLabel({ startsOn, endsOn }: Days): string {
  const start = parseISO(startsOn);
  const end = parseISO(endsOn);
  if (startsOn === endsOn) return format(start, 'EEEE d MMMM yyyy');
  const sameYear = start.getFullYear() === end.getFullYear();
  const sameMonth = sameYear && start.getMonth() === end.getMonth();
  const twoDays = end.getTime() - start.getTime() <= 86_400_000 * 1.5;
  const joiner = twoDays ? ' and ' : ' – ';
  if (sameMonth) return `${format(start, 'EEEE d')}${joiner}${format(end, 'EEEE d MMMM yyyy')}`;
  if (sameYear) return `${format(start, 'EEEE d MMMM')}${joiner}${format(end, 'EEEE d MMMM yyyy')}`;
  return `${format(start, 'EEEE d MMMM yyyy')} – ${format(end, 'EEEE d MMMM yyyy')}`;
}

/** The date tile: month, days and year ("Oct", "25–26", "2025"). */
export function eventDateTile({ startsOn, endsOn }: Days): { month: string; days: string; year: string } {
  const start = parseISO(startsOn);
  const end = parseISO(endsOn);
  const sameMonth = format(start, 'yyyy-MM') === format(end, 'yyyy-MM');
  return {
    month: sameMonth ? format(start, 'MMM') : `${format(start, 'MMM')}–${format(end, 'MMM')}`,
    days: startsOn === endsOn ? format(start, 'd') : `${format(start, 'd')}–${format(end, 'd')}`,
    year: format(end, 'yyyy'),
  };
}
