/** A fetch answer as the BFF gives it: its status, its JSON body, and `clone()` as SWR's fetchers use it. */
export function answer(status: number, body: unknown, statusText = '') {
  const make = () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => body,
    clone: make,
  });
  return make();
}
