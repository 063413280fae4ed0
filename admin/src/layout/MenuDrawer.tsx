import { Button, Drawer } from '@blueprintjs/core';
import { t } from '../i18n/i18n';
import { SideMenu } from './SideMenu';

export interface MenuDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** The id the menu button's aria-controls names. */
  id: string;
}

const DRAWER_TITLE_ID = 'wb-drawer-title';

/**
 * The side menu in a drawer, at 768 px and below (Shell). A chunk of its own, with Blueprint's
 * overlay and transitions, fetched when the menu is first opened.
 */
export function MenuDrawer({ isOpen, onClose, id }: MenuDrawerProps) {
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position={document.documentElement.dir === 'rtl' ? 'right' : 'left'}
      size="min(300px, 85vw)"
    >
      {/* Blueprint's drawer has no dialog role: this is the dialog, named by its heading. */}
      <div
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={DRAWER_TITLE_ID}
        className="wb-drawer-body"
      >
        <div className="wb-drawer-header">
          <h2 id={DRAWER_TITLE_ID}>{t('shell.menu')}</h2>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('shell.closeMenu')}
            className="wb-top-bar-button"
            onClick={onClose}
          />
        </div>
        <SideMenu onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
