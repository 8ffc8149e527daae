/** How the serial is drawn: the redemption view's `symbology`. */
export type Symbology = 'qr' | 'code128' | 'text';

// Widest module (one QR square, one thinnest bar) in CSS px: big enough for a scanner at arm's length.
const largestModule = { qr: 6, code128: 3 } as const;

/**
 * Draws `serial` on `canvas` as a QR code or a Code 128 bar code with bwip-js (Barcode Writer in Pure
 * PostScript), black on white with a quiet zone whatever the colour scheme, since scanners need both.
 * Each module is a whole number of device pixels and the drawing fits the canvas's container, so the
 * bars stay sharp on any screen. A Code 128 spans the container's full width at once: the widest whole
 * modules it takes, stretched to its edges (a counter scanner reads a long one at the default zoom only
 * that wide). The encoder is loaded on first use, in its own chunk, with only these two symbologies.
 */
export async function drawSerial(canvas: HTMLCanvasElement, serial: string, symbology: Symbology) {
  if (symbology === 'text') return;
  const fullWidth = symbology === 'code128';
  const { code128, drawingCanvas, qrcode } = await import('bwip-js/browser');
  const draw = (scale: number) => {
    const common = {
      text: serial,
      backgroundcolor: 'FFFFFF',
      barcolor: '000000',
      paddingwidth: 10,
      paddingheight: 10,
      scale,
    };
    if (symbology === 'qr') {
      // Error correction M (15 %): survives a scratched or glare-struck phone screen.
      const options = { ...common, bcid: 'qrcode', eclevel: 'M' };
      qrcode(options, drawingCanvas(canvas));
    } else {
      const options = { ...common, bcid: 'code128', height: 15 };
      code128(options, drawingCanvas(canvas));
    }
  };
  draw(1);
  const width = canvas.width;
  const available = canvas.parentElement?.clientWidth || 300;
  const pixelRatio = Math.max(1, Math.round(window.devicePixelRatio || 1));
  const fits = Math.floor(available / width);
  const module = Math.max(1, fullWidth ? fits : Math.min(largestModule[symbology], fits));
  draw(module * pixelRatio);
  // Full width stretches the whole modules to the container's edges; bars may differ by a device pixel.
  canvas.style.width = fullWidth ? '100%' : `${canvas.width / pixelRatio}px`;
}
