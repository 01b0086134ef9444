import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Foundations (tokens, units) are MDX pages; every widget has an args-based stories file.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The css prop needs emotion's JSX runtime, as in the widget builds and the host site.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), react({ jsxImportSource: '@emotion/react' })] }),
};

export default config;
