import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy of the built Storybook under /storybook/. Its two pages (the manager, index.html, and
 * the preview it frames, iframe.html) start with inline scripts that set their configuration: those are allowed by
 * their SHA-256, read from the build when the server starts, and no other inline script is. Everything else is the
 * server's own, as on the site: no font, script or request goes elsewhere, so Storybook works offline.
 */
export function storybookPolicy(storybookDir: string): string {
  const hashes = readdirSync(storybookDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => inlineScripts(readFileSync(path.join(storybookDir, file), 'utf8')))
    .map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(hashes)],
    // Storybook's manager and emotion in the widgets write <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The text of each inline `<script>` of an HTML page (those without `src`), as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!)).map(([, , text]) => text!);
}
