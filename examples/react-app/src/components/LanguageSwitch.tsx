import type { Lang } from '../../../shared/texts';
import { useTexts } from '../texts';

const choices: { lang: Lang; label: string }[] = [
  { lang: 'th', label: 'ไทย' },
  { lang: 'en', label: 'EN' },
];

/** ไทย / EN: each choice is named in its own language, so anyone can find theirs. */
export function LanguageSwitch() {
  const { lang, setLang, t } = useTexts();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{t('app.language')}</legend>
      {choices.map((choice) => (
        <button
          key={choice.lang}
          type="button"
          lang={choice.lang}
          data-testid={`lang-${choice.lang}`}
          aria-pressed={lang === choice.lang}
          onClick={() => setLang(choice.lang)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
