import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router';

export interface LinkButtonProps {
  to: string;
  text: string;
  icon?: IconName;
  intent?: Intent;
  minimal?: boolean;
  small?: boolean;
  /** A fuller accessible name when the text alone is ambiguous, e.g. "Edit About us". */
  label?: string;
}

/** A router link that looks like a Blueprint button: navigation stays a link for screen readers. */
export function LinkButton({
  to,
  text,
  icon,
  intent,
  minimal = false,
  small = false,
  label,
}: LinkButtonProps) {
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
