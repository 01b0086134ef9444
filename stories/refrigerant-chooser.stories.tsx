import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RefrigerantOption } from '../widgets/refrigerant-chooser';
// Importing the element module defines <vs-refrigerant-chooser>.
import { meta as element } from '../widgets/refrigerant-chooser/refrigerant-chooser.element';
import { elementStories } from './element-story';

// Safety classes (ASHRAE 34) and GWP (IPCC AR4) as the demo catalogue lists them.
const refrigerants: RefrigerantOption[] = [
  { name: 'R22', safety: 'A1', gwp: 1810 },
  { name: 'R32', safety: 'A2L', gwp: 675 },
  { name: 'R134a', safety: 'A1', gwp: 1430 },
  { name: 'R404A', safety: 'A1', gwp: 3922 },
  { name: 'R407C', safety: 'A1', gwp: 1774 },
  { name: 'R410A', safety: 'A1', gwp: 2088 },
  { name: 'R454B', safety: 'A2L', gwp: 466 },
  { name: 'R1234yf', safety: 'A2L', gwp: 4 },
  { name: 'R290', safety: 'A3', gwp: 3 },
  { name: 'R744', safety: 'A1', gwp: 1 },
];

const stories = elementStories(element);
const meta = {
  title: 'Widgets/Refrigerant chooser',
  ...stories,
  // The stories remember nothing in the browser's localStorage, so that one does not change another.
  args: { ...stories.args, refrigerants, remember: 'none' },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 480 }}><Story /></div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the default refrigerant, no favourites. */
export const Default: Story = {};

/** A user with favourites (listed first) and R32 in effect. */
export const Favourites: Story = { args: { refrigerant: 'R32', favourites: ['R32', 'R290', 'R744'] } };

/** A chiller maker whose default is the low-GWP R1234yf. */
export const LowGwpDefault: Story = { args: { 'default-refrigerant': 'R1234yf' } };

/** No list given: the chooser asks the server at api-base for it (run `npm start` for one). */
export const FromTheServer: Story = { args: { refrigerants: undefined } };

/** Chinese labels (the language toolbar switches every story). */
export const Chinese: Story = { globals: { lang: 'cn' } };
