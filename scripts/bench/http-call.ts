/**
 * The bench's own HTTP client: node:http over a kept-alive agent, the answer read whole. `fetch`
 * costs the bench several times the CPU per call, which on a small machine is taken from the
 * servers it is measuring.
 */
import http from 'node:http';

export type HttpAnswer = { status: number; text: string };

export function httpCall(
  url: string,
  agent: http.Agent,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<HttpAnswer>((resolve, reject) => {
    const call = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent,
        headers: {
          ...options.headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${url} timed out`)));
    call.on('error', reject);
    call.end(payload);
  });
}
