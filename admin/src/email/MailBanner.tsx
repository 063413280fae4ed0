import './mail.css';
import { Callout } from '@blueprintjs/core';
import { updateMailServer } from '@waybill/shared';
import { Link } from 'react-router';
import { SETTINGS_MAIL } from '../app/paths';
import { t } from '../i18n/i18n';
import { useCan } from '../staff/access';
import { useMailStatus } from './useMailStatus';

/**
 * Across the panel while no mail server is set: nothing is sent, and how much waits. Members who
 * may set mail up get the link to Mail Settings; others are told who can.
 */
export function MailBanner() {
  const status = useMailStatus();
  const maySetUp = useCan(updateMailServer.access);
  if (status.data?.source !== 'none') return null;
  return (
    <Callout intent="warning" icon="envelope" className="wb-mail-banner" role="status">
      {t('shell.mailBanner', { count: status.data.waiting })}{' '}
      {maySetUp ? (
        <Link to={SETTINGS_MAIL}>{t('shell.mailBannerLink')}</Link>
      ) : (
        t('shell.mailBannerAsk')
      )}
    </Callout>
  );
}
