// Runs before the first paint (a classic script in <head>, allowed by the CSP as our own file).
// index.html carries the prerendered landing for visitors. When the first screen will be another
// one (a stored session: the signed-in app; ?ref=: the sign-up page), the landing is hidden so that
// it does not flash before the app starts (src/app/main.tsx removes the class). For a member, the
// signed-in app's files also start downloading now, beside the entry script, rather than after it
// ran. The token test is session.ts's isWellFormedToken; the ?ref= test is startParams.ts's.
// The build (client/vite.config.ts) writes the signed-in app's files into MEMBER_FILES, and each
// view's own chunk (src/app/memberViews.ts) into VIEW_FILES: the view this tab was on before a
// reload (src/shared/viewer/tabView.ts; Discover without one) is fetched beside the shell.
var MEMBER_FILES = [];
var VIEW_FILES = {};
try {
  var token = window.localStorage.getItem('energy-exchange.accessToken');
  var parts = token ? token.split('.') : [];
  var member =
    parts.length === 3 &&
    parts.every(function (part) {
      return part.length > 0;
    });
  var referral = /[?&]ref=[^&\s]/.test(window.location.search);
  if (member || referral) document.documentElement.classList.add('landing-skipped');
  if (member) {
    var view = null;
    try {
      view = window.sessionStorage.getItem('energy-exchange.view');
    } catch (e) {
      // no tab storage: Discover
    }
    var viewFiles =
      (view && Object.prototype.hasOwnProperty.call(VIEW_FILES, view) && VIEW_FILES[view]) || VIEW_FILES.discover || [];
    // Adding a link starts its request there and then, a millisecond or two of main thread each on
    // a phone, and Discover has some thirty files: one task per link, so that they do not add up
    // to one long task before the first paint.
    MEMBER_FILES.concat(viewFiles).forEach(function (href) {
      setTimeout(function () {
        var link = document.createElement('link');
        link.rel = /\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }, 0);
    });
  }
} catch (e) {
  // Storage disabled: no session, the landing shows.
}
