import { useId } from 'react';
import { Phrases } from '../components/Phrases';
import { useTexts } from '../texts';

interface CodeInputProps {
  value: string;
  onChange: (typed: string) => void;
  disabled: boolean;
}

/**
 * One field for the code, as people enter it: typed (ASCII, Thai ๐–๙ or full-width digits), pasted
 * with a space ("123 456"), or filled by the phone from the SMS (`autocomplete="one-time-code"`). It
 * keeps what was typed; the library's `normalizeOtpCode` reads it when the code is sent.
 */
export function CodeInput({ value, onChange, disabled }: CodeInputProps) {
  const { t } = useTexts();
  const id = useId();
  return (
    <div className="stack">
      <label htmlFor={id}>{t('otp.code')}</label>
      <input
        id={id}
        className="code-input"
        data-testid="otp-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        spellCheck={false}
        maxLength={12}
        aria-describedby={`${id}-hint`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="hint" id={`${id}-hint`}>
        <Phrases text={t('otp.codeHint')} />
      </p>
    </div>
  );
}
