/** The sandbox's `fontPackageDir` under Jest (CommonJS): the Thai font's package, resolved from the sandbox. */
const path = require('node:path');

const sandbox = path.join(__dirname, '..', '..', 'sandbox');

exports.fontPackageDir = () =>
  path.dirname(require.resolve('@fontsource/noto-sans-thai/package.json', { paths: [sandbox] }));
