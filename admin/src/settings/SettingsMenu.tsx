import { Breadcrumbs } from '../layout/Breadcrumbs';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { SettingsTiles } from './SettingsNav';
import { SetupChecklist } from './SetupChecklist';
import { t } from '../i18n/i18n';

/** /control/settings: the menu of the three settings forms (docs/product.md §4.7). */
export function SettingsMenu() {
  useDocumentTitle(t('shell.sectionAllSettings'));
  return (
    <section className="wb-medium">
      <Breadcrumbs steps={[{ label: t('settings.title') }]} />
      <h1>{t('shell.sectionAllSettings')}</h1>
      <SetupChecklist whenDone="show" />
      <SettingsTiles />
    </section>
  );
}
