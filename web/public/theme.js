// Runs before the app's modules: index.html loads it as a blocking script in <head>. It is a file
// rather than inline code because the Content-Security-Policy runs no inline script.
//
// 1. Paints the saved theme (cookie darkMode, else the system preference) before the first frame,
//    so a dark-mode visitor never sees a white flash. React applies the same rule afterwards
//    (src/features/theme/theme-preference.ts).
// 2. Tells zod not to compile parsers with `new Function`: the policy has no 'unsafe-eval', and
//    even zod's probe for it is reported as a violation. Zod reads this global settings object
//    when it loads, and the chunk that holds it loads before any app module could configure it.
// 3. On the prerendered landing page (web/prerender-plugin.ts), starts the app's scripts, named in
//    <meta name="typetest-scripts">, once the page's first text is painted: the text is on screen
//    before they are fetched (docs/decisions/0070-landing-page-prerendered.md). The first is the entry,
//    the rest its modules, preloaded.
(() => {
  var saved = document.cookie.match(/(?:^|;\s*)darkMode=(true|false)(?:;|$)/);
  var dark = saved ? saved[1] === 'true' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  window.__zod_globalConfig = { jitless: true };
  // After the first contentful paint, as the browser reports it: a timer (requestAnimationFrame,
  // setTimeout) would wait for ever under a test's stopped clock. Without paint timing, at load.
  var start = () => {
    var scripts = document.querySelector('meta[name="typetest-scripts"]');
    if (!scripts || scripts.dataset.started) return;
    scripts.dataset.started = 'true';
    scripts.content.split(' ').forEach((src, index) => {
      var element = document.createElement(index === 0 ? 'script' : 'link');
      if (index === 0) {
        element.type = 'module';
        element.src = src;
      } else {
        element.rel = 'modulepreload';
        element.href = src;
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    });
  };
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.addEventListener('load', start);
  }
})();
