import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ContactDetails } from './contact-details';
import { CloseIcon, MenuIcon } from './icons';
import { NavbarActions } from './navbar-actions';

const menuId = 'lp-mobile-menu';
const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Hamburger button and slide-out menu for small screens: a modal panel with its own focus loop. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen) {
      panelRef.current?.querySelector<HTMLElement>(focusable)?.focus();
      document.body.classList.add('lp-scroll-locked');
    } else if (wasOpen.current) {
      // Keyboard users continue from the button that opened the menu.
      hamburgerRef.current?.focus();
    }
    wasOpen.current = isOpen;
    return () => document.body.classList.remove('lp-scroll-locked');
  }, [isOpen]);

  const close = () => setIsOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="lp-mobile-only">
      <button
        ref={hamburgerRef}
        type="button"
        className="lp-icon-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
      </button>
      {isOpen ? (
        <div className="lp-drawer">
          <div className="lp-drawer__mask" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            id={menuId}
            className="lp-drawer__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${menuId}-title`}
            onKeyDown={onKeyDown}
          >
            <div className="lp-drawer__header">
              <button type="button" className="lp-icon-button" aria-label="Close" onClick={close}>
                <CloseIcon />
              </button>
              <h2 id={`${menuId}-title`} className="lp-drawer__title">
                Menu
              </h2>
            </div>
            <div className="lp-drawer__body">
              <nav aria-label="Mobile">
                <NavbarActions stacked onNavigate={close} />
              </nav>
              <ContactDetails stacked />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
