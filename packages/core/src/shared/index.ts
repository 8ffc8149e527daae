export * from './countdown';
export * from './countdown-ticker';
export * from './errors';
export type * from './flow';
export * from './one-shot-promise';
export * from './otp-code';
export * from './paged-list';
export * from './paging';
export type * from './port';
