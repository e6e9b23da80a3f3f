import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { ContactDetails } from './contact-details';
import { NavbarActions } from './navbar-actions';

const menuId = 'lp-mobile-menu';

/** Hamburger button and slide-out menu for small screens. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);
  // Keyboard users continue from the button that opened the menu.
  const returnFocus = (open: boolean) => {
    if (!open) hamburgerRef.current?.focus();
  };

  return (
    <div className="lp-mobile-only">
      <Button
        ref={hamburgerRef}
        type="text"
        icon={<MenuOutlined />}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen(true)}
      />
      <Drawer
        id={menuId}
        title="Menu"
        placement="right"
        size={300}
        open={isOpen}
        onClose={close}
        afterOpenChange={returnFocus}
      >
        <nav aria-label="Mobile">
          <NavbarActions stacked onNavigate={close} />
        </nav>
        <ContactDetails stacked />
      </Drawer>
    </div>
  );
}
