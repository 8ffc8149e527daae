export { maskContact } from './mask-contact';
export { browserOtpStorage, otpCommands } from './otp.commands';
export { type OtpFlowOptions, otpFlow } from './otp.flow';
export { type OtpRequestActorInput, type OtpVerifyActorInput, otpMachine } from './otp.machine';
export type {
  OtpContext,
  OtpDeadlines,
  OtpEvent,
  OtpInput,
  OtpOutput,
  OtpStatus,
  OtpStorage,
  OtpView,
} from './otp.types';
export { getOtpView } from './otp.view';
