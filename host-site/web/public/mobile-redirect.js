// SPEC §1: phones go to the mobile site before the app starts. The target is the page's
// <meta name="vs-mobile-site"> (VITE_MOBILE_SITE at build time; default /mobile, "none" turns the redirect off). A
// visitor who chose the full site there (localStorage vs.mobile.v1.full-site) stays. The built page names its
// scripts only on this tag (data-app, data-preload: build/app-after-redirect.ts), so that a phone fetches none of
// them; a visitor who stays gets them from here.
(function () {
  var self = document.currentScript;

  function toMobileSite() {
    var meta = document.querySelector('meta[name="vs-mobile-site"]');
    var target = meta ? meta.getAttribute('content') : '';
    if (!target || target.charAt(0) === '%') target = '/mobile';
    if (target === 'none' || !/Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(navigator.userAgent)) return '';
    try {
      if (localStorage.getItem('vs.mobile.v1.full-site')) return '';
    } catch {
      // No storage (a private window that refuses it): the choice cannot have been made.
    }
    return target;
  }

  function startApp() {
    var entry = self && self.getAttribute('data-app');
    if (!entry) return; // `npm run dev`: the page carries its own module script.
    (self.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  var target = toMobileSite();
  if (target) location.replace(target);
  else startApp();
})();
