import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';

// The foundations pages are MDX, which Storybook compiles only with @storybook/addon-docs; without it
// installed the widget stories still build and the MDX pages are left out.
const docs = (() => {
  try {
    createRequire(import.meta.url).resolve('@storybook/addon-docs/package.json');
    return true;
  } catch {
    return false;
  }
})();

const config: StorybookConfig = {
  stories: [...(docs ? ['../stories/**/*.mdx'] : []), '../stories/**/*.stories.tsx'],
  addons: docs ? ['@storybook/addon-docs'] : [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The css prop needs emotion's JSX runtime, as in the widget builds and the host site.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), react({ jsxImportSource: '@emotion/react' })] }),
};

export default config;
