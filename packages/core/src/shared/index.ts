export * from './errors';
export * from './otp-code';
export type * from './port';
