import { languages } from '@typetest/events/i18n/languages';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { chooseLanguage, pageLanguage } from '../../shared/i18n/page-language.ts';

/**
 * The header's language switch: one button per language, each named in itself (and marked with
 * its `lang`, so a screen reader says "Svenska" in Swedish), the page's own pressed. Choosing
 * another saves it in the cookie and reloads: each page picks its language once, at start
 * (page-language.ts).
 */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const shown = pageLanguage();
  return (
    <fieldset aria-label={t('common.language')} className="language-switch">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === shown}
          className="language-switch__choice"
          onClick={() => {
            if (language === shown) return;
            chooseLanguage(language);
            reload();
          }}
        >
          {t(`common.languageNames.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
