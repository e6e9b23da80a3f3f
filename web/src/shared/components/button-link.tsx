import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'htmlType'> {
  to: string;
}

/** An antd button that is a real link and navigates client-side. */
export function ButtonLink({ to, onClick, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event as Parameters<NonNullable<ButtonProps['onClick']>>[0]);
    if (!event.defaultPrevented) navigate(event);
  };
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}
