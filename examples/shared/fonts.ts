// Noto Sans Thai, shipped with the app (Thai and Latin subsets, loaded per unicode-range), so Thai
// text never depends on the fonts of the device or the browser.
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
