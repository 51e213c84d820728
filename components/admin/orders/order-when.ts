import { format } from 'date-fns/format';

/** An order's moment as the back-office shows it: "Mar 4, 2026, 3:05 PM". */
export const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');
