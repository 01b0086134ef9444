import type { Meta, StoryObj } from '@storybook/react-vite';
import { approvalOptions } from '../widgets/approvals-chooser';
// Importing the element module defines <vs-approvals-chooser>.
import { meta as element } from '../widgets/approvals-chooser/approvals-chooser.element';
import { elementStories } from './element-story';

const meta = {
  title: 'Widgets/Approvals chooser',
  ...elementStories(element),
  decorators: [(Story) => <div style={{ width: 320, minHeight: 480 }}><Story /></div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No approval required: the box says Any. */
export const Empty: Story = {};

/** A European OEM: CE, LVD tested by TÜV or VDE, PED category II. */
export const European: Story = { args: { value: ['CE', 'TUV,VDE', 'PED II'] } };

/** A North American OEM: UL, cUL and a Canadian Registration Number. */
export const NorthAmerican: Story = { args: { value: ['UL', 'CUL', 'CRN'] } };

/** Every approval: the box text is cut with an ellipsis in a narrow column. */
export const All: Story = {
  args: { value: approvalOptions.map((o) => o.value) },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};

/** Chinese labels; the codes stay as they are. */
export const Chinese: Story = { args: { value: ['CE'] }, globals: { lang: 'cn' } };
