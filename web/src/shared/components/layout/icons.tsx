/**
 * The few icons the light shell shows, as inline SVG (the icon library would bring antd's runtime
 * with it). Decorative: the text beside each says what it is.
 */
function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <Icon path="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
  );
}

export function BlogIcon() {
  return (
    <Icon path="M4 4h9a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zm16 0h-2v16h2a0 0 0 0 0 0 0V5a1 1 0 0 0-1-1zM6 7v2h7V7zm0 4v2h7v-2z" />
  );
}

export function FacebookIcon() {
  return (
    <Icon path="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z" />
  );
}

export function MenuIcon() {
  return <Icon path="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />;
}

export function CloseIcon() {
  return (
    <Icon path="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
  );
}
