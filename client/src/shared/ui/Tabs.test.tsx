import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'code', label: 'Login with Code', content: <p>Code form</p> },
  { id: 'password', label: 'Login with Password', content: <p>Password form</p> },
  { id: 'other', label: 'Other', content: <p>Other form</p> },
];

describe('Tabs', () => {
  it('wires tabs to panels and shows the default tab', () => {
    render(<Tabs label="Sign-in method" items={items} defaultValue="code" />);
    const tab = screen.getByRole('tab', { name: 'Login with Code' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Login with Code' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Code form');
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).not.toBeNull();
  });

  it('moves and selects with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sign-in method" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Login with Code' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Login with Password' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Password form');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Other' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Login with Code' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Other form');
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});
