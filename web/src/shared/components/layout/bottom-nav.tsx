import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import './bottom-nav.css';

export interface BottomNavItem {
  key: string;
  label: string;
  icon: ReactNode;
  href: string;
}

export interface BottomNavProps {
  /** The landmark's name, e.g. "Dashboard sections". */
  label: string;
  items: readonly BottomNavItem[];
  activeKey: string;
  /** Smaller labels for a nav of many sections (the admin's seven). */
  dense?: boolean;
}

/** Phones: the sections of a dashboard as a sticky bar at the bottom, in place of the tab bar. */
export function BottomNav({ label, items, activeKey, dense = false }: BottomNavProps) {
  const columns = { '--lp-bottom-nav-columns': items.length } as CSSProperties;
  return (
    <nav
      aria-label={label}
      className={`lp-bottom-nav lp-mobile-only${dense ? ' lp-bottom-nav--dense' : ''}`}
      style={columns}
    >
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.href}
          end
          className={() => (item.key === activeKey ? 'lp-bottom-nav__item is-active' : 'lp-bottom-nav__item')}
          aria-current={item.key === activeKey ? 'page' : undefined}
        >
          <span aria-hidden="true">{item.icon}</span>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
