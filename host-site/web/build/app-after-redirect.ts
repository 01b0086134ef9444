import type { Plugin } from 'vite';

// A phone is sent to the mobile site by public/mobile-redirect.js before the app starts. The browser's preload
// scanner, though, reads ahead of that script: every `<script type="module">` and `<link rel="modulepreload">` in
// the page would be fetched anyway, the whole shell (React, the router, i18next) for a visitor who never runs it.
// So the built page names the app's scripts only on the redirect script's tag, and that script adds them to the
// page when the visitor stays. The desktop page fetches the same files, one small script later.

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const redirectScript = '<script src="/mobile-redirect.js"></script>';

export function appAfterRedirect(): Plugin {
  return {
    name: 'valve-selector:app-after-redirect',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (!html.includes(redirectScript)) return html;
        const entry = moduleScript.exec(html)?.[1];
        if (!entry) throw new Error(`${filename}: no module entry script to start after the mobile redirect`);
        const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]);
        const stripped = html.replace(moduleScript, '').replace(preloadLink, '');
        return stripped.replace(
          redirectScript,
          `<script src="/mobile-redirect.js" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>`,
        );
      },
    },
  };
}
