import { escapeHtml } from './html-escape.js';

describe('escapeHtml', () => {
  it('turns the characters that end a tag or an attribute into references', () => {
    expect(escapeHtml(`</title><script>alert("x")</script>`)).toBe(
      '&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;',
    );
    expect(escapeHtml(`a' onload='b & c`)).toBe('a&#39; onload=&#39;b &#38; c');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('WB123 Ünïcode ✓')).toBe('WB123 Ünïcode ✓');
  });
});
