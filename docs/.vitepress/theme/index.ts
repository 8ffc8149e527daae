// The default theme, with the Thai font served from the site's own assets (no font host is reached)
// and colours that reach WCAG AA contrast (custom.css, imported after the theme's own styles).
import DefaultTheme from 'vitepress/theme';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import './custom.css';

export default DefaultTheme;
