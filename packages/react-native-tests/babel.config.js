/**
 * React Native's own Babel preset, as an app made by its template has it. TypeScript's types are
 * stripped first (the preset's Flow pass refuses `declare` class fields, which the client uses).
 */
module.exports = {
  presets: ['module:@react-native/babel-preset'],
  overrides: [
    {
      test: /\.tsx?$/,
      plugins: [['@babel/plugin-transform-typescript', { allowDeclareFields: true, isTSX: true }]],
    },
  ],
};
