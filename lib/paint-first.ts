/**
 * Store pages are drawn before their scripts are fetched.
 *
 * A shopper's phone gets a store page (home, shop, gallery, events, about, a product) as finished
 * HTML: the hero or first photo, the cards, the links all work before React has loaded. Next asks
 * for its thirteen script files from the head, so on a fast connection they arrive with the page's
 * own photo and stylesheet, and on a slow phone running them can come before the first paint. The
 * web server therefore rewrites the page as it passes: Next's start-up scripts become inert markers
 * (`<script type="text/x-after-paint">`), and a small inline script in the head turns them back
 * into scripts once the first paint is on screen, with the page's first photo when that is already
 * in. A shopper's first scroll, tap or key, a background tab, a browser that cannot tell when it
 * painted, a page with nothing to paint and a paint that has not come after 3 s bring them at once;
 * a link followed before then is left to the browser, which loads the next page, and one tapped
 * while React is taking the page over is followed by React once it has it (lib/hydration-signal.ts).
 * React hydrates as before, a frame later; controls whose handlers need it are disabled until then
 * (components/ui/use-hydrated.ts).
 *
 * The markers keep Next's order and place, so React finds its scripts where it put them. Back-office,
 * account, basket and checkout pages are left as Next writes them: they are forms first.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { HYDRATED_EVENT } from './hydration-signal';
import { headersArgument, headerValue, withoutHeaders, type RawHeaders } from './raw-headers';

/** The public store pages, by address: the ones a shopper lands on from search. */
const PAINT_FIRST_PATH = /^\/(?:shop|gallery|events|about|product\/[^/?#]+)?\/?(?:\?.*)?$/;

/** Whether this request is for a store page whose scripts wait for its first paint. */
export function paintsFirst(method: string | undefined, url: string | undefined): boolean {
  // HEAD too, so that it answers the same headers as GET (no length: the page is rewritten).
  return (method === 'GET' || method === 'HEAD') && PAINT_FIRST_PATH.test(url ?? '');
}

/** The attribute that holds a script's address until the page has painted. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** Next's start-up scripts, as React writes them into the page. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** React's early request for the bootstrap script (the same file, asked for at low priority). */
const NEXT_SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * Runs in the page's head. Waits for the first contentful paint and, when the page's high-priority
 * photo is already loaded by then, for the largest-paint entry that shows it (at most 100 ms more),
 * then puts each marker's script in its place. The first scroll, tap or key starts them at once.
 */
const LOADER = `(function () {
  var started = false;
  function insert() {
    var markers = document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]');
    var present = {};
    for (var i = 0; i < document.scripts.length; i++) present[document.scripts[i].src] = true;
    for (var j = 0; j < markers.length; j++) {
      var script = document.createElement('script');
      script.src = markers[j].getAttribute('${AFTER_PAINT_ATTRIBUTE}');
      script.setAttribute('async', '');
      // A chunk the framework has already asked for itself (a marker parsed after the start) is not asked twice.
      if (present[script.src]) markers[j].remove();
      else markers[j].replaceWith(script);
    }
  }
  var leaving = false;
  function start() {
    if (started || leaving) return;
    started = true;
    insert();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var seesPhoto = types.indexOf('largest-contentful-paint') >= 0;
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  setTimeout(start, 3000);
  // A shopper who scrolls, taps or types is not kept waiting for a paint (input also ends the
  // browser's largest-paint reports); a tap on a link is left to the browser, below.
  function linkOf(event) {
    return event.target && event.target.closest ? event.target.closest('a[href]') : null;
  }
  ['visibilitychange', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'].forEach(function (type) {
    window.addEventListener(type, function (event) {
      if (linkOf(event)) return;
      // Still here after following a link (stopped, or it was a download): the page comes alive.
      leaving = false;
      start();
    }, { capture: true, passive: true });
  });
  // A link followed before the scripts loads the next page as a plain link does; React starting
  // meanwhile would cancel that navigation. One tapped while React is taking the page over (it
  // would drop it) is held, and followed by React once it has the page.
  var hydrated = false;
  var held = null;
  window.addEventListener('${HYDRATED_EVENT}', function () {
    hydrated = true;
    if (held) held.click();
    held = null;
  });
  window.addEventListener('click', function (event) {
    var link = linkOf(event);
    if (!link || hydrated || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.hasAttribute('download')) return;
    if ((link.target && link.target !== '_self') || link.protocol.indexOf('http') !== 0) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    if (!started) {
      leaving = true;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    held = link;
    // Should React not say so (a failed script), the browser follows it after all.
    setTimeout(function () {
      if (held === link) location.assign(link.href);
    }, 3000);
  }, true);
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    leaving = false;
    start();
  });
  // A page whose body Next leaves empty (it draws a not-found page in the browser) has no paint to wait for.
  document.addEventListener('DOMContentLoaded', function () {
    if (!document.body.querySelector(':scope > :not(script):not(template):not([hidden])')) start();
  });
  var painted = false;
  var photoShown = false;
  if (seesPhoto)
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.url) photoShown = true;
      });
      if (painted && photoShown) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted = true;
    var photo = document.querySelector('img[fetchpriority="high"]');
    if (photoShown || !seesPhoto || !photo || !photo.complete) return start();
    setTimeout(start, 100);
  }).observe({ type: 'paint', buffered: true });
})();`;

const LOADER_TAG = `<script>${LOADER}</script>`;

/**
 * Rewrites a page's HTML as it streams: `push` each chunk, then `end`. A tag cut by a chunk's end
 * (or a script whose closing tag has not come yet) is held until the rest arrives.
 */
export function scriptDeferrer(): { push(chunk: Buffer): string; end(): string } {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let loaderWritten = false;
  let markersWritten = false;
  const rewrite = (text: string) => {
    let out = text
      .replace(NEXT_SCRIPT, (_tag, src: string) => {
        markersWritten = true;
        return `<script type="text/x-after-paint" ${AFTER_PAINT_ATTRIBUTE}="${src}"></script>`;
      })
      .replace(NEXT_SCRIPT_PRELOAD, '');
    if (!loaderWritten) {
      const head = out.indexOf('</head>');
      if (head >= 0) {
        out = out.slice(0, head) + LOADER_TAG + out.slice(head);
        loaderWritten = true;
      }
    }
    return out;
  };
  return {
    push(chunk) {
      const text = held + decoder.write(chunk);
      const lastTag = text.lastIndexOf('<');
      const lastScript = text.lastIndexOf('<script');
      let cut = text.length;
      if (lastTag >= 0 && text.indexOf('>', lastTag) < 0) cut = lastTag;
      if (lastScript >= 0 && text.indexOf('</script>', lastScript) < 0) cut = Math.min(cut, lastScript);
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const text = rewrite(held + decoder.end());
      held = '';
      // A page that never closed its head still gets the loader its markers need.
      return markersWritten && !loaderWritten ? text + LOADER_TAG : text;
    },
  };
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);

/**
 * Rewrites the response to a store page's request as described above, when it is HTML. Install it
 * before Next's handler runs and after the compression, so it sees the page as Next wrote it.
 */
export function paintFirst(request: IncomingMessage, response: ServerResponse): void {
  if (!paintsFirst(request.method, request.url)) return;
  const { writeHead, write, end } = response;
  let deferrer: ReturnType<typeof scriptDeferrer> | null | undefined;
  const decide = (headers?: RawHeaders) => {
    if (deferrer !== undefined) return deferrer;
    const type =
      (headers && headerValue(headers, 'content-type')) ?? String(response.getHeader('content-type') ?? '');
    deferrer = !response.headersSent && type.startsWith('text/html') ? scriptDeferrer() : null;
    // The page's length changes; the compression or chunked encoding frames it instead.
    if (deferrer) response.removeHeader('content-length');
    return deferrer;
  };

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = headersArgument(args);
    if (decide(headers) && headers)
      args[args.length - 1] = withoutHeaders(headers, (name) => name.toLowerCase() === 'content-length');
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    const callback = rest.find((arg): arg is Callback => typeof arg === 'function');
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const rewriting = decide();
    if (!rewriting) return (write as (...all: unknown[]) => boolean).call(this, chunk, ...rest);
    return write.call(this, rewriting.push(toBuffer(chunk, encoding)), 'utf8', callback);
  } as ServerResponse['write'];

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((arg): arg is Callback => typeof arg === 'function');
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined);
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    const rewriting = decide();
    if (!rewriting) return (end as (...all: unknown[]) => ServerResponse).apply(this, args);
    const text = (chunk == null ? '' : rewriting.push(toBuffer(chunk, encoding))) + rewriting.end();
    return end.call(this, text, 'utf8', callback);
  } as ServerResponse['end'];
}
