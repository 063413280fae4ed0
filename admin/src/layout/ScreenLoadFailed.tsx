import { Button, Icon } from '@blueprintjs/core';
import { useScreenShown } from '../app/shown';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Shown in place of a screen whose code could not be fetched: the connection dropped, or the
 * server now runs a newer version whose files have other names. Reloading fetches the current
 * version's page and code.
 */
export function ScreenLoadFailed() {
  useDocumentTitle(t('shell.screenFailedTitle'));
  useScreenShown();
  return (
    <section className="wb-not-found" role="alert">
      <Icon icon="offline" size={48} />
      <h1>{t('shell.screenFailedTitle')}</h1>
      <p>{t('shell.screenFailedText')}</p>
      <Button icon="refresh" text={t('shell.reload')} onClick={() => window.location.reload()} />
    </section>
  );
}
