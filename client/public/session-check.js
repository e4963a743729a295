// Runs before the first paint (a classic script in <head>, allowed by the CSP as our own file).
// index.html carries the prerendered landing for visitors. When the first screen will be another
// one (a stored session: the signed-in app; ?ref=: the sign-up page), the landing is hidden so that
// it does not flash before the app starts (src/app/main.tsx removes the class). For a member, the
// signed-in app's files also start downloading now, beside the entry script, rather than after it
// ran. The token test is session.ts's isWellFormedToken; the ?ref= test is startParams.ts's.
// The build (client/vite.config.ts) writes the signed-in app's files into MEMBER_FILES.
var MEMBER_FILES = [];
try {
  var token = window.localStorage.getItem('energy-exchange.accessToken');
  var parts = token ? token.split('.') : [];
  var member = parts.length === 3 && parts.every(function (part) { return part.length > 0; });
  var referral = /[?&]ref=[^&\s]/.test(window.location.search);
  if (member || referral) document.documentElement.classList.add('landing-skipped');
  if (member) {
    MEMBER_FILES.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = /\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  }
} catch (e) {
  // Storage disabled: no session, the landing shows.
}
