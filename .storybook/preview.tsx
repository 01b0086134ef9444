import type { Preview } from '@storybook/react-vite';

// Every story renders a widget's element, which has its own i18next: the toolbar's language becomes the element's
// `lang` unless the story's lang control sets one (stories/element-story.tsx).
const preview: Preview = {
  globalTypes: {
    lang: {
      description: 'Language of the widgets',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'cn', title: '中文' }] },
    },
  },
  initialGlobals: { lang: 'en' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
