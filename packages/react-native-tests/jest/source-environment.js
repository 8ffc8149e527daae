/**
 * React Native's jest environment, resolving the workspace packages to their TypeScript source (the
 * `@loyalty-flows/source` export condition, as the other packages' tests do): no build needed.
 * The preset's environment sets its conditions as a class field, so they are extended here.
 */
const ReactNativeEnvironment = require('@react-native/jest-preset/jest/react-native-env.js');

module.exports = class SourceEnvironment extends ReactNativeEnvironment {
  customExportConditions = ['@loyalty-flows/source', ...this.customExportConditions];
};
