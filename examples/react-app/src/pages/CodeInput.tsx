import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
}

const boxes = [0, 1, 2, 3, 4, 5];

/**
 * Six boxes for a six-digit code: typing moves on, backspace moves back, pasting (or the phone's
 * one-time-code autofill into the first box) fills them all.
 */
export function CodeInput({ value, onChange, disabled }: CodeInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const fill = (index: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    const next = (value.slice(0, index) + digits).slice(0, 6);
    onChange(next);
    inputs.current[Math.min(next.length, 5)]?.focus();
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || value[index]) return;
    onChange(value.slice(0, Math.max(0, index - 1)));
    inputs.current[Math.max(0, index - 1)]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(0, event.clipboardData.getData('text'));
  };
  return (
    <fieldset className="code" data-testid="otp-code" disabled={disabled}>
      <legend>Code</legend>
      {boxes.map((index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          data-testid={`otp-digit-${index}`}
          aria-label={`Digit ${index + 1}`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? 6 : 1}
          value={value[index] ?? ''}
          onChange={(event) => fill(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
        />
      ))}
    </fieldset>
  );
}
