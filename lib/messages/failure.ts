/**
 * A failure as shown (spec §8): the spec's sentence, and the server's detail on a second line,
 * never appended to the sentence in brackets. A detail that only repeats the sentence is left out.
 * Shown in an element that keeps line breaks (`white-space: pre-line`).
 */
export function failureWithDetail(sentence: string, detail?: string | null): string {
  const extra = detail?.trim();
  return extra && extra !== sentence ? `${sentence}\n${extra}` : sentence;
}
