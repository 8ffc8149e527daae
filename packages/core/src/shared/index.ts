export * from './errors';
export * from './otp-code';
export * from './paging';
export type * from './port';
