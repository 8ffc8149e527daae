export * from './inspect';
export * from './notifications';
export * from './otp';
export * from './redemption';
export * from './shared';
