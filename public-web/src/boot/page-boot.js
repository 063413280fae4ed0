// The public site's one inline script (docs/architecture.md §6.1a), written into <head> of every
// public page by the build (vite-plugins/inline-page-boot.ts) and allowed by its hash in the
// Content-Security-Policy (api/src/core/http/page-scripts.ts). It is inline so that it costs no
// request before the first paint. Three jobs:
// 1. The saved theme (docs/product.md §3.3: local storage, key "state") before the first paint:
//    the server draws the theme cookie's theme; a saved theme the cookie does not carry yet (a
//    visit from before the cookie) is applied here and written to the cookie.
// 2. The site's fonts only once this browser has them: the first paint never waits for a font
//    file. Until then the text is set in the metric-matched fallback (theme/fonts.css); the app
//    fetches the fonts after the page is up (theme/siteFonts.ts) and says so in local storage.
// 3. On a page the server drew, the app's code is fetched only after the page is on screen: its
//    scripts and preloads are listed in #app-start (the server moved them there), and are added
//    once the first frame is painted, so the page's first paint shares the network with nothing.
(function () {
  var root = document.documentElement;
  try {
    var saved = JSON.parse(window.localStorage.getItem('state') || '{}');
    if (saved && (saved.theme === 'LIGHT' || saved.theme === 'DARK')) {
      root.setAttribute('data-theme', saved.theme);
      root.style.colorScheme = saved.theme === 'DARK' ? 'dark' : 'light';
      if (document.cookie.indexOf('theme=' + saved.theme) < 0) {
        document.cookie = 'theme=' + saved.theme + '; path=/; max-age=31536000; SameSite=Lax';
      }
    }
    if (window.localStorage.getItem('fonts') === 'cached') root.setAttribute('data-fonts', 'site');
  } catch {
    // Storage disabled or a corrupt entry: the default theme and the fallback fonts.
  }

  var started = false;
  function start() {
    var plan = document.getElementById('app-start');
    if (started || !plan) return;
    started = true;
    var list = JSON.parse(plan.textContent || '{}');
    (list.links || []).forEach(function (item) {
      var link = document.createElement('link');
      link.rel = item.rel;
      if (item.as) link.as = item.as;
      link.crossOrigin = '';
      link.href = item.href;
      document.head.appendChild(link);
    });
    if (!list.entry) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = list.entry;
    document.head.appendChild(script);
  }
  function afterFirstPaint() {
    // A hidden tab paints nothing: it starts at once.
    if (document.visibilityState === 'hidden') return start();
    // The browser reports the first paint once it is on screen (an animation frame comes before
    // the frame is shown); a browser that reports no paints starts after one frame.
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      return;
    }
    // Should no paint be reported (nothing drawn yet, or a browser that says nothing): not forever.
    setTimeout(start, 3000);
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFirstPaint);
  } else {
    afterFirstPaint();
  }
})();
