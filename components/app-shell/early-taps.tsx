import { EARLY_TAPS_SCRIPT } from '@/lib/early-taps';

/** Notes the taps and holds the forms sent before React has the page (lib/early-taps.ts); first in the body. */
export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
