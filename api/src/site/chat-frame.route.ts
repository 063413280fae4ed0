import { CHAT_FRAME_SANDBOX, CHAT_FRAME_SIZE_MESSAGE } from '@waybill/shared';
import type { RequestHandler } from 'express';
import type { SettingsService } from '../settings/settings.service.js';

/**
 * Measures what the widget shows and tells the page (public-web ChatFrame.tsx), which sizes the
 * frame to it. The frame sits in the page's bottom-right corner and widgets draw from there, so
 * the room needed is how far the visible boxes reach up and left from that corner; a box that
 * overflows the frame's current size asks for a bigger one. Timers rather than animation frames:
 * a frame the page keeps tiny may not be painted, but its scripts run.
 */
const MEASURE_SCRIPT = `(function () {
  var last = '';
  var timer = 0;
  function shown(element) {
    var style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  }
  function measure() {
    timer = 0;
    var right = document.documentElement.clientWidth;
    var bottom = document.documentElement.clientHeight;
    var width = 0;
    var height = 0;
    var elements = document.body.getElementsByTagName('*');
    for (var index = 0; index < elements.length; index++) {
      var box = elements[index].getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || !shown(elements[index])) continue;
      width = Math.max(width, right - box.left);
      height = Math.max(height, bottom - box.top);
    }
    var size = { type: '${CHAT_FRAME_SIZE_MESSAGE}', width: Math.ceil(width), height: Math.ceil(height) };
    var key = size.width + 'x' + size.height;
    if (key === last) return;
    last = key;
    parent.postMessage(size, '*');
  }
  function later() {
    if (!timer) timer = setTimeout(measure, 30);
  }
  new MutationObserver(later).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, characterData: true
  });
  addEventListener('resize', later);
  addEventListener('load', later);
  addEventListener('transitionend', later, true);
  addEventListener('animationend', later, true);
  later();
})();`;

/**
 * The frame's own policy. `sandbox` without allow-same-origin gives the document an opaque
 * origin even when opened on its own: no cookies, storage or API of ours, and its changes are
 * refused (`Origin: null`, request-guards.middleware.ts). Inside, the snippet's inline code runs
 * ('unsafe-inline': a snippet's script has no nonce, and there is nothing here to steal) and
 * scripts load over https: or, when CHAT_SCRIPT_SOURCES is set, only from those origins. Styles,
 * pictures, fonts, sockets and the provider's own frames may come from any https: address, as
 * widgets use several hosts. Our origin is listed for connections and forms only because in
 * production it is reachable over https: anyway: the sandbox, not this list, is what keeps the
 * widget powerless, and the browser test proves it with the requests reaching the API. Only our
 * own pages may embed the frame.
 */
export function chatFramePolicy(scriptSources: string[]): string {
  const scripts = scriptSources.length > 0 ? scriptSources : ['https:'];
  const any = ['https:', ...scriptSources];
  const directives = [
    `sandbox ${CHAT_FRAME_SANDBOX}`,
    "default-src 'none'",
    ["script-src 'unsafe-inline'", ...scripts].join(' '),
    ["style-src 'unsafe-inline'", ...any].join(' '),
    ['img-src data: blob:', ...any].join(' '),
    ['font-src data:', ...any].join(' '),
    ['media-src data: blob:', ...any].join(' '),
    ["connect-src 'self' wss:", ...any].join(' '),
    ['frame-src', ...any].join(' '),
    ["form-action 'self'", ...any].join(' '),
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ];
  return directives.join('; ');
}

/** The frame's document: our measuring script, then the staff's snippet as they pasted it. */
export function chatFrameDocument(chatCode: string): string {
  return [
    '<!doctype html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Chat</title>',
    '<style>html,body{margin:0;background:transparent}</style>',
    '</head>',
    '<body>',
    `<script>${MEASURE_SCRIPT}</script>`,
    chatCode,
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * GET /chat-frame (not under /api: it is a page, not a call): settings' chat_code in its
 * sandboxed document, or 404 when there is none (the site then shows no frame).
 */
export function chatFrameRoute(
  settings: SettingsService,
  config: { chatScriptSources: string[] },
): RequestHandler {
  const policy = chatFramePolicy(config.chatScriptSources);
  return (_request, response) => {
    settings.current().then(
      ({ chat_code }) => {
        const code = chat_code.trim();
        response.setHeader('Cache-Control', 'no-store');
        response.setHeader('X-Robots-Tag', 'noindex');
        if (!code) {
          response.status(404).type('text').send('No chat widget is set up.');
          return;
        }
        response.setHeader('Content-Security-Policy', policy);
        response.type('html').send(chatFrameDocument(code));
      },
      () => {
        response.status(503).type('text').send('The chat is not available right now.');
      },
    );
  };
}
