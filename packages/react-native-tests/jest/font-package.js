/** The sandbox's `fontPackageDir` under Jest (CommonJS): the Thai font's package, by `require.resolve`. */
const path = require('node:path');

exports.fontPackageDir = () => path.dirname(require.resolve('@fontsource/noto-sans-thai/package.json'));
