/**
 * The web's request listener, in front of Next's own handler: it reads nothing of Next's answer.
 * It sets the forwarding headers from the connection itself (lib/forwarded.ts; Next only fills in
 * X-Forwarded-For when the browser sent none, so a browser could name any address to the pages,
 * the BFF and the api's rate limits), relays product image renditions to the api
 * (lib/image-relay.ts) and keeps Next's internal response headers from the browser
 * (lib/internal-headers.ts). Next compresses its own answers (next.config.mjs).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { rewriteForwarded } from './forwarded';
import type { ImageRelay } from './image-relay';
import { hideInternalHeaders } from './internal-headers';

type ListenerOptions = {
  /** Next's request handler (`app.getRequestHandler()`). */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** Proxies whose X-Forwarded-For is believed (WEB_TRUSTED_PROXIES). */
  trusted: BlockList;
  relayImage?: ImageRelay;
};

export function webRequestListener({ handle, trusted, relayImage }: ListenerOptions): RequestListener {
  return (request, response) => {
    rewriteForwarded(request.headers, request.socket.remoteAddress, trusted);
    if (relayImage?.(request, response)) return;
    hideInternalHeaders(response);
    void handle(request, response);
  };
}
