import { Button, type IconName, type Intent } from '@blueprintjs/core';

export interface SubmitButtonProps {
  text: string;
  /** Shows the spinner and blocks further clicks while the request runs. */
  fetching: boolean;
  intent?: Intent;
  icon?: IconName;
  fill?: boolean;
}

export function SubmitButton({
  text,
  fetching,
  intent = 'primary',
  icon,
  fill = false,
}: SubmitButtonProps) {
  return (
    <Button type="submit" intent={intent} icon={icon} loading={fetching} fill={fill} text={text} />
  );
}
