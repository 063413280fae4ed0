import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { t } from '../i18n/i18n';
import { SHORTCUTS } from './shortcuts';

/** `?`: every shortcut and what it does. */
export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('bulk.keys.title')}
      icon="key"
      style={{ maxWidth: 'calc(100vw - 2rem)' }}
    >
      <DialogBody>
        <HTMLTable compact className="wb-shortcuts" aria-label={t('bulk.keys.title')}>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.key}>
                <th scope="row">
                  <kbd>{shortcut.key}</kbd>
                </th>
                <td>{t(shortcut.text)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p className="wb-muted">{t('bulk.keys.note')}</p>
      </DialogBody>
    </Dialog>
  );
}
