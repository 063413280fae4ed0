// Applies the saved theme (docs/product.md §3.3: local storage, key "state") before the first
// paint, so a visitor who chose DARK never sees a flash of the light page while the app's code
// loads. The server draws the page in the theme cookie's theme; a saved theme the cookie does not
// carry yet (a visit from before the cookie) is applied here and written to the cookie. A tiny
// file of its own rather than an inline script, so the Content-Security-Policy can keep
// forbidding inline scripts. The app (src/theme/theme.ts) then owns the theme.
(function () {
  try {
    var saved = JSON.parse(window.localStorage.getItem('state') || '{}');
    if (saved && (saved.theme === 'LIGHT' || saved.theme === 'DARK')) {
      document.documentElement.setAttribute('data-theme', saved.theme);
      document.documentElement.style.colorScheme = saved.theme === 'DARK' ? 'dark' : 'light';
      if (document.cookie.indexOf('theme=' + saved.theme) < 0) {
        document.cookie = 'theme=' + saved.theme + '; path=/; max-age=31536000; SameSite=Lax';
      }
    }
  } catch {
    // Storage disabled or a corrupt entry: the default theme.
  }
})();
