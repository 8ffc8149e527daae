/** How the serial is drawn: the redemption view's `symbology`. */
export type Symbology = 'qr' | 'code128' | 'text';

/**
 * Draws `serial` on `canvas` as a QR code or a Code 128 bar code with bwip-js (Barcode Writer in Pure
 * PostScript), black on white with a quiet zone whatever the colour scheme, since scanners need both.
 * The encoder is loaded on first use: only the two symbologies, in their own chunk.
 */
export async function drawSerial(canvas: HTMLCanvasElement, serial: string, symbology: Symbology) {
  if (symbology === 'text') return;
  const { code128, drawingCanvas, qrcode } = await import('bwip-js/browser');
  const common = {
    text: serial,
    backgroundcolor: 'FFFFFF',
    barcolor: '000000',
    paddingwidth: 10,
    paddingheight: 10,
  };
  if (symbology === 'qr') {
    // Error correction M (15 %): survives a scratched or glare-struck phone screen.
    const options = { ...common, bcid: 'qrcode', scale: 5, eclevel: 'M' };
    qrcode(options, drawingCanvas(canvas));
  } else {
    const options = { ...common, bcid: 'code128', scale: 2, height: 18 };
    code128(options, drawingCanvas(canvas));
  }
}
