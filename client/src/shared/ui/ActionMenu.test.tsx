import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionMenu } from './ActionMenu';
import { Modal } from './Modal';

function Card({ onReport = () => {} }: { onReport?: () => void }) {
  return (
    <article aria-labelledby="t">
      <h3 id="t">Logo Review</h3>
      <ActionMenu
        label="More actions"
        describedBy="t"
        items={[
          { label: 'Report this service', icon: 'flag', onSelect: onReport },
          { label: 'Copy link', onSelect: () => {} },
        ]}
      />
    </article>
  );
}

describe('ActionMenu', () => {
  it('is a menu button: Enter opens it on the first item, arrows wrap, Escape closes it with the focus back on ⋯', async () => {
    const user = userEvent.setup();
    render(<Card />);
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-describedby')).toBe('t');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Report this service' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Report this service' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // ArrowUp opens it on the last item.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
  });

  it('runs the chosen item with the focus back on ⋯ first, and closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <>
        <Card onReport={() => chosen.push(document.activeElement?.getAttribute('aria-label') ?? '')} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report this service' }));
    expect(chosen).toEqual(['More actions']);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menu')).not.toBeNull();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('inside a dialog, Escape closes the menu and leaves the dialog open', async () => {
    const user = userEvent.setup();
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Coach Profile">
          <Card />
        </Modal>
      );
    }
    render(<InDialog />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Coach Profile' })).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
