import { useEffect, useRef, useState } from 'react';
import { drawSerial, type Symbology } from '../../../shared/barcode';
import { clock } from '../../../shared/format';
import { keepScreenOn } from '../../../shared/wake-lock';
import { useTexts } from '../texts';

interface SerialCodeProps {
  serial: string;
  symbology: Symbology;
  expiresInMs?: number;
}

/**
 * The serial as the cashier scans it (QR code or Code 128, drawn by bwip-js on a canvas; a Code 128
 * across the full width), the same serial in large text to read out or type, a copy
 * button, and the time it stays valid. The screen stays on while it shows. The serial is never put in
 * an attribute: only in the drawing and the text.
 */
export function SerialCode({ serial, symbology, expiresInMs }: SerialCodeProps) {
  const { t } = useTexts();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (canvas.current) void drawSerial(canvas.current, serial, symbology);
  }, [serial, symbology]);
  // Held while the code shows: released when it closes (unmount) and while the page is hidden.
  useEffect(() => keepScreenOn(), []);
  const copy = () =>
    navigator.clipboard.writeText(serial).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <div data-testid="serial-popup" data-symbology={symbology}>
      <p className="hint">{t('redemptions.showCashier')}</p>
      {symbology === 'text' ? null : (
        <div className="code-picture">
          <canvas
            ref={canvas}
            role="img"
            data-testid="serial-drawing"
            aria-label={symbology === 'qr' ? t('redemptions.qr') : t('redemptions.code128')}
          />
        </div>
      )}
      <p className="visually-hidden">{t('redemptions.serial')}</p>
      <p className="serial" data-testid="serial-code">
        {serial}
      </p>
      <div className="row">
        <button type="button" className="secondary" data-testid="serial-copy" onClick={copy}>
          {t('redemptions.copy')}
        </button>
        <span role="status">
          {copied === 'copied' ? t('redemptions.copied') : null}
          {copied === 'failed' ? t('redemptions.copyFailed') : null}
        </span>
      </div>
      {expiresInMs !== undefined ? (
        <p data-testid="serial-countdown">{t('redemptions.validFor', { time: clock(expiresInMs) })}</p>
      ) : null}
    </div>
  );
}
