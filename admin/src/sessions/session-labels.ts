import type { IconName } from '@blueprintjs/core';
import type { SessionDevice, StaffSession } from '@waybill/shared';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';

const DEVICE_KEYS = {
  desktop: 'sessions.device.desktop',
  mobile: 'sessions.device.mobile',
  tablet: 'sessions.device.tablet',
  tv: 'sessions.device.tv',
  bot: 'sessions.device.bot',
  unknown: 'sessions.device.unknown',
} as const satisfies Record<SessionDevice, AdminMessageKey>;

const DEVICE_ICONS: Record<SessionDevice, IconName> = {
  desktop: 'desktop',
  mobile: 'mobile-phone',
  tablet: 'mobile-phone',
  tv: 'desktop',
  bot: 'console',
  unknown: 'globe',
};

/** "Computer", "Phone"… in the staff's language. */
export const deviceName = (device: SessionDevice) => t(DEVICE_KEYS[device]);
export const deviceIcon = (device: SessionDevice): IconName => DEVICE_ICONS[device];

/** How a session is named on screen: "Chrome 124 on Windows 10", or what is known of it. */
export function sessionTitle(session: Pick<StaffSession, 'browser' | 'os' | 'device'>): string {
  const { browser, os } = session;
  if (browser && os) return t('sessions.browser_on_os', { browser, os });
  return browser ?? os ?? t('sessions.unknown_browser');
}
