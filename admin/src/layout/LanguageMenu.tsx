import { Button, type ButtonProps } from '@blueprintjs/core';
import { LANGUAGE_TAGS } from '@waybill/shared';
import { lazy, Suspense, useState } from 'react';
import { currentLanguage, t } from '../i18n/i18n';

const loadPopover = () => import('./LanguagePopover');
const LanguagePopover = lazy(() =>
  loadPopover().then((module) => ({ default: module.LanguagePopover })),
);

/** The menu's button, named by what it shows (WCAG 2.5.3): "Language: FR". */
export function LanguageButton(props: ButtonProps) {
  const language = currentLanguage();
  return (
    <Button
      variant="minimal"
      icon="translate"
      className="wb-top-bar-button"
      text={
        <>
          <span className="wb-visually-hidden">{t('shell.language')}: </span>
          <span lang={LANGUAGE_TAGS[language]}>{language.toUpperCase()}</span>
        </>
      }
      endIcon="caret-down"
      {...props}
    />
  );
}

/**
 * The public site's language menu in the control panel (LanguagePopover). Until it is first
 * pressed, only its button is on the page: the menu and Blueprint's popover come with that press
 * (or sooner, when the button is pointed at or focused), and it opens once they are there.
 */
export function LanguageMenu() {
  const [pressed, setPressed] = useState(false);
  const fetchMenu = () => void loadPopover();
  if (!pressed) {
    return (
      <LanguageButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={fetchMenu}
        onFocus={fetchMenu}
        onClick={() => setPressed(true)}
      />
    );
  }
  return (
    <Suspense fallback={<LanguageButton aria-haspopup="menu" aria-expanded={false} />}>
      <LanguagePopover defaultIsOpen />
    </Suspense>
  );
}
