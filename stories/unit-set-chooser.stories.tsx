import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import { createI18n } from '../src/i18n';
import { UnitSetChooser, unitSetChooserResources } from '../widgets/unit-set-chooser';
// Importing the element module defines <vs-unit-set-chooser>.
import { meta as element } from '../widgets/unit-set-chooser/unit-set-chooser.element';

function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, unitSetChooserResources)}>{children}</I18nextProvider>;
}

const plantRoom = { id: 7, name: 'Plant room', units: { Temp: 'K', Press: 'kPa' } };

const meta = {
  title: 'Widgets/Unit set chooser',
  component: UnitSetChooser,
  args: { onChange: fn(), onCreate: fn() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><div style={{ width: 520 }}><Story /></div></WithStrings>],
  argTypes: {
    unitSystem: { control: 'inline-radio', options: [1, 2], description: element.attributes.unitSystem.doc },
    customUnitId: { control: 'number', description: element.attributes.customUnitId.doc },
    sets: { control: 'object', description: element.attributes.sets.doc },
  },
} satisfies Meta<typeof UnitSetChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with no set: International, the new-set form at metric defaults. */
export const International: Story = {};

/** An American engineer: the form refilled with ℉, Psi and TR. */
export const America: Story = { args: { unitSystem: 1 } };

/** A member's set in effect over the base system. */
export const WithASet: Story = { args: { unitSystem: 2, sets: [plantRoom], customUnitId: 7 } };

/** Chinese labels. */
export const Chinese: Story = { globals: { lang: 'cn' } };
