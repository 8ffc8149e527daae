export { defaultStorage as browserOtpStorage } from '../shared/default-storage';
export { otpCommands } from './otp.commands';
export { createOtpMachine, type OtpEnvironment, type OtpLocks } from './otp.env';
export { type OtpFlowOptions, otpFlow } from './otp.flow';
export { otpMachine } from './otp.machine';
export type {
  OtpCallbacks,
  OtpContext,
  OtpDeadlines,
  OtpEvent,
  OtpInput,
  OtpOutput,
  OtpPersist,
  OtpRequestActorInput,
  OtpRequestOutcome,
  OtpRestored,
  OtpStatus,
  OtpVerifyActorInput,
  OtpView,
} from './otp.types';
export { getOtpView } from './otp.view';
