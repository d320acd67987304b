import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The items of the menu in `root` that are drawn (the swipe game's is hidden from md on). */
const menuItems = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('.dropdown-menu .dropdown-item') ?? []).filter(
    (item) => item.offsetParent !== null,
  );

/**
 * A menu button drawn with Bootstrap's dropdown classes, without react-bootstrap's Dropdown and
 * Popper (about 12 KiB gzip the member shell no longer loads): the member's account menu (SPEC §2).
 * The button carries `aria-haspopup`, `aria-expanded` and `aria-controls`; the menu opens below
 * it at its end edge (`dropdown-menu-end`, placed by CSS). Arrow keys move through the items
 * (ArrowDown on the button opens the menu at its first item, ArrowUp at its last; Home and End),
 * Tab moves on as usual; Escape closes the menu and puts the focus back on the button; a click
 * outside, focus leaving the menu, choosing an item, or another page closes it. `children` are
 * the items: links or buttons with class `dropdown-item`, and `<hr className="dropdown-divider" />`.
 */
export function AccountMenu({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // Another page closes the menu (an item was chosen, or the member went back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page only.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !focusAt) return;
    const list = menuItems(root.current);
    (focusAt === 'first' ? list[0] : list[list.length - 1])?.focus();
    setFocusAt(null);
  }, [open, focusAt]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if (event.target === button.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
      setFocusAt(event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    const list = menuItems(root.current);
    if (list.length === 0) return;
    event.preventDefault();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length;
    list[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and clicks are handled for the button and the items inside.
    <div
      ref={root}
      className="nav-item dropdown"
      onKeyDown={onKeyDown}
      // Choosing an item closes the menu (a link to the page already open changes no page).
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('.dropdown-menu .dropdown-item')) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        id="account-menu"
        className="nav-link dropdown-toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {title}
      </button>
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
