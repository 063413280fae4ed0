import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { LANGUAGE_COLUMNS, LANGUAGE_NAMES, LANGUAGE_TAGS } from '@waybill/shared';
import { chooseLanguage, currentLanguage, t } from '../i18n/i18n';

/**
 * The public site's language menu (docs/product.md §3.2) in the control panel: the 16 codes in two
 * columns, each named in its own language. Choosing one sets the cookie both apps read and reloads.
 */
export function LanguageMenu() {
  const language = currentLanguage();
  const menu = (
    <div className="wb-language-menu">
      {LANGUAGE_COLUMNS.map((column, index) => (
        <Menu key={index} aria-label={t('shell.language')}>
          {column.map((code) => (
            <MenuItem
              key={code}
              lang={LANGUAGE_TAGS[code]}
              text={LANGUAGE_NAMES[code]}
              label={code}
              active={code === language}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => chooseLanguage(code)}
            />
          ))}
        </Menu>
      ))}
    </div>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon="translate"
        className="wb-top-bar-button"
        text={
          // Named by what it shows (WCAG 2.5.3): "Language: FR".
          <>
            <span className="wb-visually-hidden">{t('shell.language')}: </span>
            <span lang={LANGUAGE_TAGS[language]}>{language.toUpperCase()}</span>
          </>
        }
        endIcon="caret-down"
      />
    </Popover>
  );
}
