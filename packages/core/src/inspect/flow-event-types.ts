import { notificationsEventTypes } from '../notifications/notifications.events';
import { otpEventTypes } from '../otp/otp.events';
import { redemptionEventTypes } from '../redemption/redemption.events';

/**
 * Each flow's public event types by machine id (`flowEventTypes.otp`: `OTP.REQUEST`, …): what a reviewer
 * may send a live flow from a review page. Here, in the inspecting apps' entry, and not in each flow's:
 * an app that does not inspect carries none of it.
 *
 * @example
 * createReviewInspector({ url, app, sendable: (machineId) => flowEventTypes[machineId] });
 */
export const flowEventTypes: Readonly<Record<string, readonly string[] | undefined>> = {
  ...otpEventTypes,
  ...redemptionEventTypes,
  ...notificationsEventTypes,
};
