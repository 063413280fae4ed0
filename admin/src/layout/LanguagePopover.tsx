import { Menu, MenuItem, Popover } from '@blueprintjs/core';
import { LANGUAGE_COLUMNS, LANGUAGE_NAMES, LANGUAGE_TAGS, sameLanguage } from '@waybill/shared';
import { chooseLanguage, currentLanguage, t } from '../i18n/i18n';
import { LanguageButton } from './LanguageMenu';

/**
 * The language menu itself (docs/product.md §3.2): the 14 languages, each once, in two columns, each named in its
 * own language. Choosing one sets the cookie both apps read and reloads. A chunk of its own (with
 * Blueprint's popover), fetched when the button is first pointed at or pressed.
 */
export function LanguagePopover({ defaultIsOpen }: { defaultIsOpen: boolean }) {
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
              active={sameLanguage(code, language)}
              aria-current={sameLanguage(code, language) ? 'true' : undefined}
              onClick={() => chooseLanguage(code)}
            />
          ))}
        </Menu>
      ))}
    </div>
  );
  return (
    <Popover content={menu} placement="bottom-end" defaultIsOpen={defaultIsOpen}>
      <LanguageButton />
    </Popover>
  );
}
