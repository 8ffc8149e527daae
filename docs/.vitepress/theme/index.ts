// The default theme, with the Thai font served from the site's own assets (no font host is reached).
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import './thai.css';
import DefaultTheme from 'vitepress/theme';

export default DefaultTheme;
