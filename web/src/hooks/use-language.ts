import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@boi/domain/shared/language';

/** The language the page is shown in. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : DEFAULT_LANGUAGE;
}
