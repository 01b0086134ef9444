import type { Meta, StoryObj } from '@storybook/react-vite';
// Importing the element module defines <vs-unit-set-chooser>.
import { meta as element } from '../widgets/unit-set-chooser/unit-set-chooser.element';
import { elementStories } from './element-story';

const plantRoom = { id: 7, name: 'Plant room', units: { Temp: 'K', Press: 'kPa' } };

const meta = {
  title: 'Widgets/Unit set chooser',
  ...elementStories(element),
  decorators: [(Story) => <div style={{ width: 520 }}><Story /></div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with no set: International, the new-set form at metric defaults. */
export const International: Story = {};

/** An American engineer: the form refilled with ℉, Psi and TR. */
export const America: Story = { args: { 'unit-system': '1' } };

/** A member's set in effect over the base system. */
export const WithASet: Story = { args: { 'unit-system': '2', sets: [plantRoom], 'custom-unit-id': 7 } };

/** Chinese labels. */
export const Chinese: Story = { globals: { lang: 'cn' } };
