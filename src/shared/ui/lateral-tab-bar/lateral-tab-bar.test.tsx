import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { LateralTabBar, LateralTabs, type LateralTabBarItem, type LateralTabsItem } from './lateral-tab-bar';

const routeItems: LateralTabBarItem[] = [
  { id: 'medical', label: 'Medical', href: '/benefits/medical' },
  { id: 'dental', label: 'Dental', href: '/benefits/dental', alert: true },
  { id: 'programs', label: 'Programs', href: '/benefits/programs' },
];

function renderRoutes(path: string) {
  const routes = routeItems.map((item) => ({
    path: item.href,
    element: (
      <>
        <LateralTabBar items={routeItems} activeId={item.id} label="Benefits" />
        <h1>{item.label} page</h1>
      </>
    ),
  }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('LateralTabBar (routes)', () => {
  it('is a named navigation with exactly one link marked current', () => {
    renderRoutes('/benefits/medical');
    const nav = screen.getByRole('navigation', { name: 'Benefits' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(routeItems.map((i) => i.href));
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([
      within(nav).getByRole('link', { name: 'Medical' }),
    ]);
  });

  it('gives the alert icon accessible text', () => {
    renderRoutes('/benefits/medical');
    expect(screen.getByRole('link', { name: 'Dental, needs attention' })).toBeInTheDocument();
  });

  it('navigates on click and moves the active mark', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderRoutes('/benefits/medical');
    await user.click(screen.getByRole('link', { name: 'Programs' }));
    expect(router.state.location.pathname).toBe('/benefits/programs');
    expect(screen.getByRole('heading', { name: 'Programs page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Medical' })).not.toHaveAttribute('aria-current');
  });
});

const panelItems: LateralTabsItem[] = [
  { id: 'individual', label: 'Individual', content: <p>Individual limits</p> },
  { id: 'family', label: 'Family', content: <p>Family limits</p>, alert: true },
];

function ControlledTabs({ onChange }: { onChange: (key: string) => void }) {
  const [selected, setSelected] = useState('individual');
  return (
    <LateralTabs
      items={panelItems}
      selectedKey={selected}
      onSelectionChange={(key) => {
        onChange(key);
        setSelected(key);
      }}
      label="Coverage"
      alertText="has an update"
    />
  );
}

describe('LateralTabs (panels)', () => {
  it('is a vertical tablist with exactly one selected tab and its panel', () => {
    render(<ControlledTabs onChange={vi.fn()} />);
    const list = screen.getByRole('tablist', { name: 'Coverage' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const selected = within(list)
      .getAllByRole('tab')
      .filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected).toEqual([screen.getByRole('tab', { name: 'Individual' })]);
    expect(screen.getByRole('tabpanel', { name: 'Individual' })).toHaveTextContent('Individual limits');
    expect(screen.getByRole('tab', { name: 'Family, has an update' })).toBeInTheDocument();
  });

  it('selects another tab by click or with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<ControlledTabs onChange={onChange} />);

    await user.click(screen.getByRole('tab', { name: /Family/ }));
    expect(onChange).toHaveBeenLastCalledWith('family');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Family limits');

    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('individual');
    expect(screen.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Individual' })).toHaveFocus();
  });
});
