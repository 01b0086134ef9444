import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import { createI18n } from '../src/i18n';
import { ApprovalsChooser, approvalOptions, approvalsChooserResources } from '../widgets/approvals-chooser';
// Importing the element module defines <vs-approvals-chooser>.
import { meta as element } from '../widgets/approvals-chooser/approvals-chooser.element';

function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, approvalsChooserResources)}>{children}</I18nextProvider>;
}

const meta = {
  title: 'Widgets/Approvals chooser',
  component: ApprovalsChooser,
  args: { onChange: fn() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><div style={{ width: 320, minHeight: 480 }}><Story /></div></WithStrings>],
  argTypes: {
    value: { control: 'check', options: approvalOptions.map((o) => o.value), description: element.attributes.value.doc },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof ApprovalsChooser>;

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

/** The custom element itself: the value as a JSON list, vs-change out. */
export const Element: Story = {
  args: { value: ['CE'] },
  render: ({ value, onChange }) => (
    <vs-approvals-chooser
      value={value}
      ref={(host) => {
        if (!host || !onChange) return undefined;
        const listener = (event: CustomEvent) => onChange(event.detail);
        host.addEventListener('vs-change', listener);
        return () => host.removeEventListener('vs-change', listener);
      }}
    />
  ),
};
