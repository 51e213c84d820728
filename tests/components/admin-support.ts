/** A fetch answer as the BFF gives it, for the back-office component tests. */
export function answer(status: number, body: unknown, statusText = '') {
  const make = () => ({ ok: status >= 200 && status < 300, status, statusText, json: async () => body, clone: make });
  return make();
}
