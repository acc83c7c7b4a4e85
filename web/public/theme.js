// Runs before the app's modules: index.html loads it as a blocking script in <head>. It is a file
// rather than inline code because the Content-Security-Policy runs no inline script.
//
// 1. Paints the saved theme (cookie darkMode, else the system preference) before the first frame,
//    so a dark-mode visitor never sees a white flash. React applies the same rule afterwards
//    (src/features/theme/theme-preference.ts).
// 2. Tells zod not to compile parsers with `new Function`: the policy has no 'unsafe-eval', and
//    even zod's probe for it is reported as a violation. Zod reads this global settings object
//    when it loads, and the chunk that holds it loads before any app module could configure it.
(() => {
  var saved = document.cookie.match(/(?:^|;\s*)darkMode=(true|false)(?:;|$)/);
  var dark = saved ? saved[1] === 'true' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  window.__zod_globalConfig = { jitless: true };
})();
