import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { chooseLanguage } from '../../lib/i18n/language-choice';
import classes from './layout.module.css';

/**
 * The header's English/Bangla switch: it shows the other language's name, in that language.
 * Without JavaScript it does nothing (the page stays readable in Bangla).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const other = language === 'bn' ? 'en' : 'bn';
  const [switching, setSwitching] = useState(false);
  return (
    <button
      type="button"
      className={classes.languageSwitch}
      lang={other}
      aria-label={t('language.switchToLabel')}
      disabled={switching}
      onClick={() => {
        setSwitching(true);
        void chooseLanguage(other).finally(() => setSwitching(false));
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}
