import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from './Icon';
import './ui.css';

export interface ActionMenuItem {
  /** The item's text, e.g. "Report this service". */
  label: string;
  icon?: IconName;
  onSelect: () => void;
}

export interface ActionMenuProps {
  /** The "⋯" button's name, e.g. "More actions". */
  label: string;
  /** What the button acts on (a card's title), for screen readers. */
  describedBy?: string;
  items: readonly ActionMenuItem[];
}

/**
 * A card's secondary actions behind a "⋯" button (WAI-ARIA menu button): moderation such as
 * "Report this service" stays one step away instead of competing with the card's own buttons
 * for its width. Enter, Space or the arrows open it on an item; arrows, Home and End move;
 * Escape closes it and Tab leaves it, focus back on the button; so does choosing an item,
 * before the item's action runs (a dialog it opens gives the focus back to the button).
 */
export function ActionMenu({ label, describedBy, items }: ActionMenuProps) {
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // The item to focus, set when the menu opens (from the keyboard or a click).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [upwards, setUpwards] = useState(false);
  const open = focusIndex !== null;

  const close = (returnFocus: boolean) => {
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [focusIndex]);

  // Opens upwards when the room below (in the screen, or in the dialog body that scrolls) is too short.
  useLayoutEffect(() => {
    if (!open || !menuRef.current || !rootRef.current) return;
    let bottom = window.innerHeight;
    for (let el = rootRef.current.parentElement; el; el = el.parentElement) {
      if (/auto|scroll|hidden/.test(getComputedStyle(el).overflowY)) {
        bottom = Math.min(bottom, el.getBoundingClientRect().bottom);
        break;
      }
    }
    const below = bottom - rootRef.current.getBoundingClientRect().bottom;
    setUpwards(menuRef.current.offsetHeight + 8 > below);
    // It opens towards the card's start from the button's end edge; where that passes a side of the
    // screen (a button near the middle of a phone's dialog, in a longer language), it moves back in.
    // (The list is a new element at each opening: nothing of the last one's shift is left on it.)
    const MARGIN = 8;
    const { left, right } = menuRef.current.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const shift = left < MARGIN ? MARGIN - left : right > width - MARGIN ? width - MARGIN - right : 0;
    if (shift) menuRef.current.style.translate = `${shift}px 0`;
  }, [open]);

  // A click or tap anywhere else closes it; Escape closes it before a dialog around it hears the key.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setFocusIndex(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setFocusIndex(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusIndex(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const last = items.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = current >= last ? 0 : current + 1;
    else if (event.key === 'ArrowUp') next = current <= 0 ? last : current - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Tab') close(false);
    if (next === null) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  };

  const choose = (item: ActionMenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div ref={rootRef} className="action-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="btn btn--ghost btn--sm ui-inline-center action-menu__button"
        aria-label={label}
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setFocusIndex(0))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="more" size={18} strokeWidth={3} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={upwards ? 'action-menu__list action-menu__list--up' : 'action-menu__list'}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="action-menu__item ui-plain-button ui-inline-center"
              onClick={() => choose(item)}
            >
              {item.icon && <Icon name={item.icon} size={16} />}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
