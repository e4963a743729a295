import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness({ onClose = () => {}, dismissible = true }: { onClose?: () => void; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(true)}>Open dialog</button>
      <button>Outside</button>
      <Modal
        open={open}
        dismissible={dismissible}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Create Account"
      >
        <label>
          Full name <input />
        </label>
        <button>Continue</button>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('is an accessible modal dialog labelled by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Background content is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Outside' })).toBeNull();
  });

  it('focuses the first field, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole('button', { name: 'Outside' })).not.toBeNull();
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    const visited = new Set<Element | null>();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      visited.add(document.activeElement);
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(visited.size).toBe(3); // Close, Full name, Continue
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('wraps Shift+Tab from the first control to the last, and Tab from the last to the first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Continue' });
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('locks the page scroll and makes the background inert while open, and undoes both on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(container.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Create Account' }).id,
    );

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('closes on an overlay click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByLabelText('Full name'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape, overlay and has no Close button when not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('lets only the top-most of nested dialogs react to Escape', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <>
        <Modal open onClose={outerClose} title="Outer">
          <button>Outer action</button>
        </Modal>
        <Modal open onClose={innerClose} title="Inner">
          <button>Inner action</button>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('keeps focus on a scrolling body when content with tab stops arrives in it', () => {
    // jsdom lays nothing out: the body is given an overflow, as a loading skeleton on a phone has.
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('modal__body') ? 500 : 0;
    });
    try {
      const dialog = (content: ReactNode) => (
        <Modal open onClose={() => {}} title="Messages with Pia">
          {content}
        </Modal>
      );
      const { rerender } = render(dialog(<p>Loading messages</p>));
      const body = document.querySelector<HTMLElement>('.modal__body')!;
      expect(body.getAttribute('tabindex'), 'a scrolling body without tab stops is one').toBe('0');
      body.focus();

      rerender(dialog(<a href="https://example.com">a link in a message</a>));
      // Out of the Tab order now (the link is the stop), yet still focusable: focus stays on it,
      // where a removed tabindex makes the browser drop focus to the page behind the dialog.
      expect(body.getAttribute('tabindex')).toBe('-1');
      expect(document.activeElement).toBe(body);
    } finally {
      scrollHeight.mockRestore();
    }
  });
});
