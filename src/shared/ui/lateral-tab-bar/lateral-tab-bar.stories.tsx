import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { LateralTabBar, LateralTabs } from './lateral-tab-bar';

/** The lateral tab bar (product section 2): exactly one active tab; tabs can carry an alert icon. */
const meta = {
  title: 'Shared interface/Lateral tab bar',
  component: LateralTabBar,
  args: {
    label: 'Benefits',
    activeId: 'dental',
    items: [
      { id: 'medical', label: 'Medical', href: '/benefits/medical' },
      { id: 'dental', label: 'Dental', href: '/benefits/dental' },
      { id: 'vision', label: 'Vision', href: '/benefits/vision' },
      { id: 'referrals', label: 'Referrals', href: '/benefits/referrals', alert: true },
    ],
  },
} satisfies Meta<typeof LateralTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Routes: Story = {
  async play({ canvas }) {
    const navigation = canvas.getByRole('navigation', { name: 'Benefits' });
    await expect(within(navigation).getByRole('link', { name: 'Dental' })).toHaveAttribute('aria-current', 'page');
    await expect(within(navigation).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    await expect(within(navigation).getByRole('link', { name: /^Referrals/ })).toHaveTextContent('Referrals');
  },
};

function PanelTabs() {
  const [selected, setSelected] = useState('summary');
  return (
    <LateralTabs
      label="Account"
      selectedKey={selected}
      onSelectionChange={setSelected}
      items={[
        { id: 'summary', label: 'Summary', content: <p>Jordan Rivera, subscriber 900123456</p> },
        { id: 'ebill', label: 'eBill', alert: true, content: <p>A payment method needs to be updated.</p> },
        { id: 'settings', label: 'Settings', content: <p>Paperless EOBs: on</p> },
      ]}
    />
  );
}

export const Panels: Story = {
  render: () => <PanelTabs />,
  async play({ canvas }) {
    await expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: /^eBill/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('A payment method needs to be updated.');
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  },
};
