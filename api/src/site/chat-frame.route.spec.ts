import { chatFrameDocument, chatFramePolicy } from './chat-frame.route.js';

function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('chatFramePolicy', () => {
  it('sandboxes the frame into an opaque origin that only our pages may embed', () => {
    const policy = chatFramePolicy([]);
    expect(directive(policy, 'sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).not.toContain('allow-top-navigation');
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    expect(directive(policy, 'default-src')).toBe("'none'");
  });

  it("runs the snippet's inline code and scripts from any https: host by default", () => {
    expect(directive(chatFramePolicy([]), 'script-src')).toBe("'unsafe-inline' https:");
  });

  it('takes scripts only from CHAT_SCRIPT_SOURCES when they are set', () => {
    const policy = chatFramePolicy(['https://embed.tawk.to', 'https://cdn.tawk.to']);
    expect(directive(policy, 'script-src')).toBe(
      "'unsafe-inline' https://embed.tawk.to https://cdn.tawk.to",
    );
    expect(directive(policy, 'connect-src')).toBe(
      "'self' wss: https: https://embed.tawk.to https://cdn.tawk.to",
    );
  });
});

describe('chatFrameDocument', () => {
  it('holds the snippet as pasted, after the script that reports its size', () => {
    const snippet = '<script>window.Provider = 1;</script><div id="widget"></div>';
    const document = chatFrameDocument(snippet);
    expect(document.startsWith('<!doctype html>')).toBe(true);
    expect(document).toContain(snippet);
    expect(document.indexOf('postMessage')).toBeLessThan(document.indexOf(snippet));
  });
});
