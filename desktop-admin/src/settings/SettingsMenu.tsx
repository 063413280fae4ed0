import { Breadcrumbs } from '../layout/Breadcrumbs';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { SettingsTiles } from './SettingsNav';

/** /control/settings: the menu of the three settings forms (docs/product.md §4.7). */
export function SettingsMenu() {
  useDocumentTitle('Settings');
  return (
    <section className="wb-medium">
      <Breadcrumbs steps={[{ label: 'Settings' }]} />
      <h1>Settings</h1>
      <SettingsTiles />
    </section>
  );
}
