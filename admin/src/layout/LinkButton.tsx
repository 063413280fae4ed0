import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { ScreenHref } from '../app/registry';
import { useMayOpen } from '../staff/access';

export interface LinkButtonProps {
  /** A screen of the registry (app/registry.ts). */
  to: ScreenHref;
  text: string;
  icon?: IconName;
  intent?: Intent;
  minimal?: boolean;
  small?: boolean;
  /** A fuller accessible name when the text alone is ambiguous, e.g. "Edit About us". */
  label?: string;
}

/**
 * A router link that looks like a Blueprint button: navigation stays a link for screen readers.
 * Left out when the member's role may not open the screen it leads to, so a viewer is
 * not offered "Update" or "New parcel".
 */
export function LinkButton({
  to,
  text,
  icon,
  intent,
  minimal = false,
  small = false,
  label,
}: LinkButtonProps) {
  const mayOpen = useMayOpen();
  if (!mayOpen(to)) return null;
  const classes = [
    Classes.BUTTON,
    intent ? Classes.intentClass(intent) : '',
    minimal ? Classes.MINIMAL : '',
    small ? Classes.SMALL : '',
    'wb-link-button',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} aria-label={label}>
      {icon && <Icon icon={icon} />}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
