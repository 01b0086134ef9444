// SPEC §1: phones go to the mobile site before the app starts (this classic script blocks the page's module
// scripts, so none of them is fetched). The target is the page's <meta name="vs-mobile-site"> (VITE_MOBILE_SITE
// at build time; default /mobile, "none" turns the redirect off). A visitor who chose the full site there
// (localStorage vs.mobile.v1.full-site) stays.
(function () {
  var meta = document.querySelector('meta[name="vs-mobile-site"]');
  var target = meta ? meta.getAttribute('content') : '';
  if (!target || target.charAt(0) === '%') target = '/mobile';
  if (target === 'none' || !/Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(navigator.userAgent)) return;
  try {
    if (localStorage.getItem('vs.mobile.v1.full-site')) return;
  } catch {
    // No storage (a private window that refuses it): the choice cannot have been made.
  }
  location.replace(target);
})();
