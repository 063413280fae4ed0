import { LANGUAGE_COLUMNS, sameLanguage, type Language } from '@waybill/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { chooseLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, t } from '../i18n/i18n';
import { Icon } from './Icon';

/**
 * docs/product.md §3.2: the 14 languages, each once, in two columns, 250 px wide, opening on hover — and, so
 * keyboard and touch users can use it too, on click; Escape or leaving closes it.
 */
export function LanguageMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pointer = useRef('');
  const language = currentLanguage();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={wrapper}
      className="language-menu"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="language-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse has already opened it by hovering: its click keeps it open. Keyboard
          // (Enter, Space) and touch toggle it.
          if (pointer.current === 'mouse') setOpen(true);
          else setOpen((value) => !value);
          pointer.current = '';
        }}
      >
        <Icon name="translate" size={20} />
        <span className="visually-hidden">{t('language')}: </span>
        <span lang={LANGUAGE_TAGS[language]}>{language.toUpperCase()}</span>
        <Icon name="expand" size={18} />
      </button>
      <div id={panelId} className="language-menu__panel" hidden={!open}>
        {LANGUAGE_COLUMNS.map((column, index) => (
          <ul key={index} className="language-menu__column">
            {column.map((code: Language) => (
              <li key={code}>
                <button
                  type="button"
                  lang={LANGUAGE_TAGS[code]}
                  className="language-menu__option"
                  aria-current={sameLanguage(code, language) ? 'true' : undefined}
                  onClick={() => chooseLanguage(code)}
                >
                  <span className="language-menu__name">{LANGUAGE_NAMES[code]}</span>
                  <span className="language-menu__code">{code}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
