import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { CHAT_FRAME_PATH, getHealth, updateSettings } from '@waybill/shared';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';

/**
 * Settings' chat_code is served in a document of its own, in a sandbox without
 * allow-same-origin, with its own policy; the site's, /control's and the API's policies name no
 * chat source (docs/architecture.md §4.3).
 */
const PROVIDER = 'https://embed.chat-provider.example';
const SNIPPET = `<script>
var s = document.createElement('script');
s.async = true;
s.src = '${PROVIDER}/widget.js';
document.body.appendChild(s);
</script>`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHAT_SCRIPT_SOURCES: PROVIDER });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function saveChatCode(chatCode: string) {
  const agent = await signedInAgent(t);
  await agent.patch(updateSettings.path({})).send({ chat_code: chatCode }).expect(200);
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('GET /chat-frame', () => {
  it('is a 404 without chat code: no widget, no frame', async () => {
    const response = await t.http().get(CHAT_FRAME_PATH).expect(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe('No chat widget is set up.');
  });

  it('serves the snippet as pasted, with our measuring script, in a sandbox that is not our origin', async () => {
    await saveChatCode(SNIPPET);
    const response = await t.http().get(CHAT_FRAME_PATH).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain(SNIPPET);
    expect(response.text).toContain("parent.postMessage(size, '*')");

    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('sandbox')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(response.headers['content-security-policy']).not.toContain('allow-same-origin');
    // Inline code and the provider's scripts (CHAT_SCRIPT_SOURCES) run; no other script host.
    expect(policy.get('script-src')).toEqual(["'unsafe-inline'", PROVIDER]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'wss:', 'https:', PROVIDER]);
  });

  it('serves the code saved last, and nothing once it is cleared', async () => {
    const agent = await signedInAgent(t);
    for (const chatCode of ['<div id="first">First widget</div>', '<div>Second widget</div>']) {
      await agent.patch(updateSettings.path({})).send({ chat_code: chatCode }).expect(200);
      const response = await t.http().get(CHAT_FRAME_PATH).expect(200);
      expect(response.text).toContain(chatCode);
    }
    const response = await t.http().get(CHAT_FRAME_PATH).expect(200);
    expect(response.text).not.toContain('First widget');
    await agent.patch(updateSettings.path({})).send({ chat_code: '' }).expect(200);
    await t.http().get(CHAT_FRAME_PATH).expect(404);
  });
});

describe("the site's own policy", () => {
  it('names no chat source on the public site, /control or the API, and frames only ours and the video player', async () => {
    await saveChatCode(SNIPPET);
    for (const path of [
      '/',
      '/track.html',
      '/control',
      '/control/settings/html',
      getHealth.path({}),
    ]) {
      const response = await t.http().get(path);
      const header = response.headers['content-security-policy'];
      expect(header).not.toContain('chat-provider');
      expect(header).not.toContain('sandbox');
      const policy = directives(header);
      // Our own scripts, and the public pages' one inline boot script by its hash.
      const scripts = policy.get('script-src') ?? [];
      expect(scripts.filter((source) => !/^'sha256-[\w+/]+=*'$/.test(source))).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });
});
