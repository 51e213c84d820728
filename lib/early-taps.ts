/**
 * Taps that come before React has a page. The page's HTML carries a small inline script
 * (components/app-shell/early-taps.tsx, before everything else in the body) that notes each tap on a
 * button marked with `data-early-tap` (Add to Basket: the product's id) until React has created
 * its root; from then on React takes every tap itself. The button, once React has it, takes the
 * taps noted for it and completes them (components/store/add-to-basket-button.tsx). Nothing here
 * depends on how the page's scripts are loaded.
 *
 * A tap also notes the size checked beside the button then (the radio of the closest
 * `data-early-scope`), so it is completed for that size only.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
export const EARLY_SCOPE_ATTRIBUTE = 'data-early-scope';

/**
 * A list inside an element with this attribute has each choice made in it noted from the first
 * paint, until its form takes them (the shop's filters): the list React finds may be a new one.
 */
export const EARLY_CHOICE_ATTRIBUTE = 'data-early-choice';

/**
 * A form marked with this attribute (every form of components/ui/form.tsx, by its name) sent
 * before React has the page is held, not sent by the browser (which would reload the page with
 * what was typed, a password too, in the address or the body), and noted; the form, once React
 * has it, sends itself with what was typed (takeEarlySubmit). A form of the app's own with no
 * `method` is held too (the browser's default would put what was typed in the address); one with
 * a `method` (the shop's filters, the search: GET forms that work before React) goes as it is.
 */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';

/** A tap noted before React: the button's key and the size checked beside it, if any. */
export type EarlyTap = { key: string; choice: string | null };
/** A choice noted in a list: its name and the value chosen. */
export type EarlyChoice = { name: string; value: string };

declare global {
  interface Window {
    __sitkaEarlyTaps?: EarlyTap[];
    __sitkaEarlyChoices?: EarlyChoice[];
    __sitkaEarlySubmits?: string[];
  }
}

/** The inline script: it notes taps while no React root is on the document yet. */
export const EARLY_TAPS_SCRIPT = `(function () {
  function reactHasPage() {
    var keys = Object.keys(document);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactContainer') === 0) return true;
    return false;
  }
  var taps = (window.__sitkaEarlyTaps = []);
  document.addEventListener('click', function (event) {
    if (reactHasPage()) return;
    var button = event.target && event.target.closest && event.target.closest('[${EARLY_TAP_ATTRIBUTE}]');
    if (!button || event.button !== 0) return;
    var scope = button.closest('[${EARLY_SCOPE_ATTRIBUTE}]');
    var checked = scope && scope.querySelector('input[type="radio"]:checked');
    taps.push({ key: button.getAttribute('${EARLY_TAP_ATTRIBUTE}'), choice: checked ? checked.value : null });
  }, true);
  window.__sitkaEarlyChoices = [];
  document.addEventListener('change', function (event) {
    var field = event.target;
    var choices = window.__sitkaEarlyChoices;
    if (!choices || !field || !field.name || !field.closest || !field.closest('[${EARLY_CHOICE_ATTRIBUTE}]')) return;
    choices.push({ name: field.name, value: field.value });
  }, true);
  window.__sitkaEarlySubmits = [];
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (reactHasPage() || !form || !form.matches) return;
    var early = form.matches('form[${EARLY_FORM_ATTRIBUTE}]');
    if (!early && form.hasAttribute('method')) return;
    event.preventDefault();
    if (early) (window.__sitkaEarlySubmits = window.__sitkaEarlySubmits || []).push(form.getAttribute('${EARLY_FORM_ATTRIBUTE}'));
  }, true);
})();`;

/**
 * Takes the taps noted for `key`: how many were made with `choice` checked (null: none). Taps for
 * the key made with another size checked are left for that size's button; the rest are dropped.
 */
export function takeEarlyTaps(key: string, choice: string | null): number {
  const taps = typeof window === 'undefined' ? undefined : window.__sitkaEarlyTaps;
  if (!taps?.length) return 0;
  let taken = 0;
  for (let index = taps.length - 1; index >= 0; index -= 1) {
    if (taps[index].key !== key || taps[index].choice !== choice) continue;
    taps.splice(index, 1);
    taken += 1;
  }
  return taken;
}

/**
 * The choices noted in the lists before their form took them, the last one of each list; noting
 * stops here, so a form drawn again later (another filter chosen) finds none.
 */
export function takeEarlyChoices(): EarlyChoice[] {
  if (typeof window === 'undefined') return [];
  const choices = window.__sitkaEarlyChoices ?? [];
  window.__sitkaEarlyChoices = undefined;
  const last = new Map<string, string>();
  for (const { name, value } of choices) last.set(name, value);
  return [...last].map(([name, value]) => ({ name, value }));
}

/** Whether the form named `key` was sent before React had the page; the note is taken. */
export function takeEarlySubmit(key: string): boolean {
  const submits = typeof window === 'undefined' ? undefined : window.__sitkaEarlySubmits;
  if (!submits?.includes(key)) return false;
  window.__sitkaEarlySubmits = submits.filter((noted) => noted !== key);
  return true;
}
