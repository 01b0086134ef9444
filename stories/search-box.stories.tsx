import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SearchTuple } from '../src/catalogue/search';
// Importing the element module defines <vs-search-box>.
import { meta as element } from '../widgets/search-box/search-box.element';
import { elementStories } from './element-story';

// A slice of a range like the demo's, so that the stories work without a server.
const families = [['Sov', 'SV2'], ['Bv', 'BVA'], ['Filter', 'DF'], ['Eev', 'EX5'], ['Sg', 'SGI']] as const;
const entries: SearchTuple[] = families.flatMap(([valve, serial]) =>
  ['06', '10', '12', '16', '22'].flatMap((size) =>
    ['ODF', 'ODM'].map((end): SearchTuple => [valve, serial, `${serial}-${size}`, `${serial}-${size}-${end}`]),
  ),
);

const stories = elementStories(element);
const meta = {
  title: 'Widgets/Search box',
  ...stories,
  args: { ...stories.args, entries },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 380 }}><Story /></div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: focus the box to see the first 10 part numbers. */
export const Empty: Story = {};

/** A shop's own hint. */
export const Placeholder: Story = { args: { placeholder: 'Artikelnummer suchen' } };

/** No entries given: the box loads the index from the server at api-base (run `npm start` for one). */
export const FromTheServer: Story = { args: { entries: undefined } };

/** Chinese labels and messages (the language toolbar switches every story). */
export const Chinese: Story = { globals: { lang: 'cn' } };

/** In a narrow column the table keeps its minimum width and stays on screen. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
};
