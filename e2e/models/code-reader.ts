/**
 * Reads bar codes in a picture as a cashier's scanner would, with zxing-wasm (ZXing C++ in
 * WebAssembly), offline: the wasm comes from the package, never from its default CDN.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

let ready: Promise<typeof import('zxing-wasm/reader')> | undefined;

async function reader() {
  const zxing = await import('zxing-wasm/reader');
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasmBinary = (await readFile(wasmPath)).buffer as ArrayBuffer;
  await zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  return zxing;
}

/** Each code found in `png`: its format (`QRCode`, `Code128`, …) and text. */
export async function readCodes(png: Uint8Array): Promise<{ format: string; text: string }[]> {
  ready ??= reader();
  const zxing = await ready;
  const results = await zxing.readBarcodes(new Uint8Array(png), {
    formats: ['QRCode', 'Code128'],
    tryHarder: true,
  });
  return results.filter((result) => result.isValid).map(({ format, text }) => ({ format, text }));
}
